import { ProjectGallery } from '../features/projects/ProjectGallery';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { CLIENT_FILTERS } from '../lib/project-filters';
import { clientProjects, loadProjectsPage } from '../lib/projects.server';
import { projectsPageMeta, revalidateOnNewPath } from '../features/projects/projects-route';
import { ERROR_TITLES } from '../lib/page-errors';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
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
  return (
    <ProjectsPage
      eyebrow="Portfolio"
      title={TITLE}
      lead="Products I designed and built with teams and founders: from the first sketch to the last performance budget."
      cta={{
        id: 'projects-cta',
        heading: 'Have a project in mind?',
        text: 'I take on a small number of client projects each year. Tell me what you are building.',
      }}
    >
      <ProjectGallery
        projects={loaderData.projects}
        filters={CLIENT_FILTERS}
        filterLabel="Filter client projects"
      />
    </ProjectsPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} title={ERROR_TITLES.projects} />;
}
