import { Link, useSearchParams } from 'react-router';
import { ProjectGallery } from '../features/projects/ProjectGallery';
import { PERSONAL_FILTERS, selectedFilter } from '../lib/project-filters';
import { personalProjects, loadProjectsPage } from '../lib/projects.server';
import { projectsPageMeta, revalidateOnNewPath } from '../features/projects/projects-route';
import styles from '../features/projects/projects.module.css';
import { EMPTY_STATES, ERROR_TITLES } from '../lib/page-errors';
import { EmptyState } from '../lib/ui/EmptyState';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/personal-projects';

const TITLE = 'Personal Projects';
const DESCRIPTION =
  'Side projects and experiments: developer tools, learning resources and creative coding, built for fun and to learn.';

export function loader({ context }: Route.LoaderArgs) {
  return loadProjectsPage(context, '/personal-projects', personalProjects);
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = projectsPageMeta(TITLE, DESCRIPTION, 'personal-projects');

export default function PersonalProjects({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { projects } = loaderData;
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <p className="eyebrow">Side projects</p>
        <h1>{TITLE}</h1>
        <p className={ui.lead}>
          Tools, teaching aids and creative experiments I build in my own time, usually to learn
          something new.
        </p>
      </header>
      {projects.length === 0 ? (
        <EmptyState message={EMPTY_STATES.personalProjects}>
          <p>
            Meanwhile, try the interactive demos in the <Link to="/labs">Labs</Link>.
          </p>
        </EmptyState>
      ) : (
        <ProjectGallery
          projects={projects}
          filters={PERSONAL_FILTERS}
          selected={selectedFilter(PERSONAL_FILTERS, params.get('category'))}
          filterLabel="Filter personal projects"
        />
      )}
      <section className={styles.cta} aria-labelledby="personal-cta">
        <h2 id="personal-cta">Want to build something together?</h2>
        <p className={styles.ctaText}>
          Ideas, feedback or a collaboration: I would love to hear it.
        </p>
        <Link className="btn btn-primary" to="/#contact">
          Get in Touch
        </Link>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} title={ERROR_TITLES.personalProjects} />;
}
