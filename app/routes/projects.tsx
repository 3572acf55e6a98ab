import { Link, useSearchParams } from 'react-router';
import { ProjectGallery } from '../features/projects/ProjectGallery';
import { CLIENT_FILTERS, selectedFilter } from '../lib/project-filters';
import { clientProjects, loadProjectsPage } from '../lib/projects.server';
import { projectsPageMeta, revalidateOnNewPath } from '../features/projects/projects-route';
import styles from '../features/projects/projects.module.css';
import { ERROR_TITLES } from '../lib/page-errors';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/projects';

const TITLE = 'Client Projects';
const DESCRIPTION =
  'Client work: storefronts, patient portals, dashboards and learning platforms, built end to end with React, TypeScript and Node.';

export function loader({ context }: Route.LoaderArgs) {
  return loadProjectsPage(context, '/projects', clientProjects);
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = projectsPageMeta(TITLE, DESCRIPTION, 'projects');

export default function Projects({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const selected = selectedFilter(CLIENT_FILTERS, params.get('category'));
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <p className="eyebrow">Portfolio</p>
        <h1>{TITLE}</h1>
        <p className={ui.lead}>
          Products I designed and built with teams and founders: from the first sketch to the last
          performance budget.
        </p>
      </header>
      <ProjectGallery
        projects={loaderData.projects}
        filters={CLIENT_FILTERS}
        selected={selected}
        filterLabel="Filter client projects"
      />
      <section className={styles.cta} aria-labelledby="projects-cta">
        <h2 id="projects-cta">Have a project in mind?</h2>
        <p className={styles.ctaText}>
          I take on a small number of client projects each year. Tell me what you are building.
        </p>
        <Link className="btn btn-primary" to="/#contact">
          Get in Touch
        </Link>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} title={ERROR_TITLES.projects} />;
}
