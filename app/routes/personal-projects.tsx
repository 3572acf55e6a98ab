import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ProjectGallery } from '../features/projects/ProjectGallery';
import { PERSONAL_FILTERS, selectedFilter } from '../lib/project-filters';
import { personalProjects } from '../lib/projects.server';
import styles from '../features/projects/projects.module.css';
import { pageLoadFailure } from '../lib/page-error.server';
import { EMPTY_STATES, ERROR_TITLES, toPageError } from '../lib/page-errors';
import { pageMeta } from '../lib/seo';
import { EmptyState } from '../lib/ui/EmptyState';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/personal-projects';

const TITLE = 'Personal Projects';
const DESCRIPTION =
  'Side projects and experiments: developer tools, learning resources and creative coding, built for fun and to learn.';

export async function loader({ context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/personal-projects`;
  try {
    return { projects: await personalProjects(context), canonical };
  } catch (error) {
    return pageLoadFailure(error, canonical);
  }
}

/** Filtering happens in the page; only a new path needs the data again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.currentUrl.pathname !== args.nextUrl.pathname && args.defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  const canonical = loaderData?.canonical ?? toPageError(error).canonical;
  return pageMeta(TITLE, DESCRIPTION, canonical, {
    noindex: Boolean(error),
    socialPage: 'personal-projects',
  });
}

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
