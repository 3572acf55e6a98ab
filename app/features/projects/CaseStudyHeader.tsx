import type { Project } from '#common/types.ts';
import { PROJECT_IMAGE_HEIGHT, PROJECT_IMAGE_WIDTH } from '../../lib/project-image';
import { CoverImage } from '../../lib/ui/CoverImage';
import { ProjectLink } from '../../lib/ui/ProjectLink';
import { TagList } from '../../lib/ui/TagList';
import styles from './projects.module.css';

type HeaderProject = Omit<Project, 'writeUp'>;

/** A case study's head: what the project is, what it was built with, and where to see it. */
export function CaseStudyHeader({
  project,
  readingMinutes,
}: {
  project: HeaderProject;
  readingMinutes: number;
}) {
  return (
    <header className={styles.caseStudyHeader}>
      <p className={styles.category}>
        Case study · {project.category} · {readingMinutes} min read
      </p>
      <h1 className={styles.caseStudyTitle}>{project.title}</h1>
      <p className={styles.caseStudySummary}>{project.description}</p>
      <TagList tags={project.tags} aria-label="Technologies" />
      {project.url || project.sourceUrl ? (
        <div className={styles.links}>
          {project.url ? (
            <ProjectLink className={styles.projectLink} url={project.url} title={project.title} />
          ) : null}
          {project.sourceUrl ? (
            <ProjectLink
              className={styles.projectLink}
              url={project.sourceUrl}
              title={project.title}
              label="Source code"
            />
          ) : null}
        </div>
      ) : null}
      <CoverImage
        className={styles.caseStudyImage}
        src={project.image}
        alt=""
        width={PROJECT_IMAGE_WIDTH}
        height={PROJECT_IMAGE_HEIGHT}
        fetchPriority="high"
        decoding="async"
      />
    </header>
  );
}
