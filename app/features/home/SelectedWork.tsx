import { ArrowRight } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { Link } from 'react-router';
import { EMPTY_STATES, ERROR_TITLES } from '../../lib/page-errors';
import type { Settled } from '#common/settled.ts';
import { EmptyState } from '../../lib/ui/EmptyState';
import { ErrorNotice } from '../../lib/ui/ErrorNotice';
import { PROJECT_IMAGE_HEIGHT, PROJECT_IMAGE_WIDTH } from '../../lib/project-image';
import type { WorkProject } from './home.server';
import styles from './home.module.css';
import { CoverImage } from '../../lib/ui/CoverImage';
import { ProjectMainLink } from '../../lib/ui/ProjectMainLink';

/** docs/product.md#home: tile sizes alternate large, small, small, large. */
const TILE_SIZES = ['large', 'small', 'small', 'large'] as const;

function WorkTile({ project, size }: { project: WorkProject; size: 'large' | 'small' }) {
  return (
    <article
      className={`${styles.tile} ${size === 'large' ? styles.tileLarge : ''}`}
      data-size={size}
    >
      <CoverImage
        whole
        className={styles.tileImage}
        src={project.image}
        alt={`${project.title} preview`}
        width={PROJECT_IMAGE_WIDTH}
        height={PROJECT_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.tileBody}>
        <p className={styles.tileCategory}>{project.categoryLabel}</p>
        <h3 className={styles.tileTitle}>{project.title}</h3>
        <p className={styles.tileText}>{project.description}</p>
        <ProjectMainLink
          className={styles.tileLink}
          project={project}
          hasCaseStudy={project.hasCaseStudy}
        />
      </div>
    </article>
  );
}

/** The first four client projects, with a link to the whole gallery. */
export function SelectedWork({ projects }: { projects: Settled<WorkProject[]> }) {
  return (
    <section id="work" className="section" aria-labelledby="work-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <div>
            <p className="eyebrow">Selected Work</p>
            {/* 'I am' stays on one line: a phone broke the heading as 'Projects I / am proud of'. */}
            <h2 id="work-title">{'Projects I\u00a0am proud of'}</h2>
          </div>
          <Link className="btn" to="/projects">
            View Projects <Icon drawing={ArrowRight} aria-hidden="true" size={16} />
          </Link>
        </div>
        {!projects.ok ? (
          <ErrorNotice title={ERROR_TITLES.home} message={projects.message} headingLevel={3} />
        ) : projects.data.length === 0 ? (
          <EmptyState message={EMPTY_STATES.projects} />
        ) : (
          <ul className={styles.work}>
            {projects.data.map((project, index) => (
              <li key={project._id} className={styles.workItem}>
                <WorkTile
                  project={project}
                  size={TILE_SIZES[index % TILE_SIZES.length] ?? 'small'}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
