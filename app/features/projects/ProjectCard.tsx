import type { Project } from '#common/types.ts';
import { TagList } from '../../lib/ui/TagList';
import styles from './projects.module.css';
import { PROJECT_IMAGE_HEIGHT, PROJECT_IMAGE_WIDTH } from '../../lib/project-image';
import { CoverImage } from '../../lib/ui/CoverImage';
import { ProjectLink } from '../../lib/ui/ProjectLink';
import { ProjectMainLink } from '../../lib/ui/ProjectMainLink';

interface ProjectCardProps {
  project: Project;
  categoryLabel: string;
  /** Cards in the first row are above the fold: load their images at once. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

export function ProjectCard({ project, categoryLabel, eager, headingLevel = 2 }: ProjectCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <CoverImage
        className={styles.image}
        src={project.image}
        alt={`${project.title} preview`}
        width={PROJECT_IMAGE_WIDTH}
        height={PROJECT_IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel}</p>
        <Heading className={styles.title}>{project.title}</Heading>
        <p className={styles.description}>{project.description}</p>
        <TagList tags={project.tags} aria-label="Technologies" />
        <div className={styles.links}>
          <ProjectMainLink
            className={styles.projectLink}
            project={project}
            hasCaseStudy={project.writeUp !== ''}
          />
          {project.sourceUrl && (
            <ProjectLink
              className={styles.projectLink}
              url={project.sourceUrl}
              title={project.title}
              label="Source code"
            />
          )}
        </div>
      </div>
    </article>
  );
}
