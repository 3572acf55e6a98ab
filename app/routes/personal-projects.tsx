import { Link } from 'react-router';
import { ProjectGallery } from '../features/projects/ProjectGallery';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { PERSONAL_FILTERS } from '../lib/project-filters';
import { personalProjects, loadProjectsPage } from '../lib/projects.server';
import { projectsPageMeta, revalidateOnNewPath } from '../features/projects/projects-route';
import { EMPTY_STATES, ERROR_TITLES } from '../lib/page-errors';
import { EmptyState } from '../lib/ui/EmptyState';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
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
  const { projects } = loaderData;
  return (
    <ProjectsPage
      eyebrow="Side projects"
      title={TITLE}
      lead="Tools, teaching aids and creative experiments I build in my own time, usually to learn something new."
      cta={{
        id: 'personal-cta',
        heading: 'Want to build something together?',
        text: 'Ideas, feedback or a collaboration: I would love to hear it.',
      }}
    >
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
          filterLabel="Filter personal projects"
        />
      )}
    </ProjectsPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} title={ERROR_TITLES.personalProjects} />;
}
