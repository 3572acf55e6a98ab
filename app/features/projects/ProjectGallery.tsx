import { useSearchParams } from 'react-router';
import type { Project } from '#common/types.ts';
import { EmptyState } from '../../lib/ui/EmptyState';
import { EMPTY_STATES } from '../../lib/page-errors';
import { FilterBar } from '../../lib/ui/FilterBar';
import { ProjectCard } from './ProjectCard';
import {
  categoryName,
  filterProjects,
  selectedFilter,
  type ProjectFilter,
} from '../../lib/project-filters';
import styles from './projects.module.css';

const FIRST_ROW_CARDS = 2;

interface ProjectGalleryProps {
  projects: readonly Project[];
  filters: readonly ProjectFilter[];
  filterLabel: string;
}

/** Filter buttons over a grid of project cards, filtered by ?category=; an empty filter says so. */
export function ProjectGallery({ projects, filters, filterLabel }: ProjectGalleryProps) {
  const [params] = useSearchParams();
  const selected = selectedFilter(filters, params.get('category'));
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
