import type { Project } from '#common/types';
import { EmptyState } from '../../lib/ui/EmptyState';
import { EMPTY_STATES } from '../../lib/page-errors';
import { FilterBar } from '../../lib/ui/FilterBar';
import { ProjectCard } from './ProjectCard';
import { categoryName, filterProjects, type ProjectFilter } from '../../lib/project-filters';
import styles from './projects.module.css';

const FIRST_ROW_CARDS = 2;

interface ProjectGalleryProps {
  projects: readonly Project[];
  filters: readonly ProjectFilter[];
  selected: string;
  filterLabel: string;
}

/** Filter buttons over a grid of project cards; an empty filter says so. */
export function ProjectGallery({ projects, filters, selected, filterLabel }: ProjectGalleryProps) {
  const shown = filterProjects(projects, selected);
  return (
    <>
      <FilterBar filters={filters} selected={selected} label={filterLabel} preventScrollReset />
      {shown.length === 0 ? (
        <EmptyState message={EMPTY_STATES.projects} />
      ) : (
        <ul className={styles.grid} aria-label="Projects">
          {shown.map((project, index) => (
            <li key={project._id}>
              <ProjectCard
                project={project}
                categoryLabel={categoryName(filters, project.category)}
                eager={index < FIRST_ROW_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
