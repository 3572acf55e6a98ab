import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ProjectGallery } from '../features/projects/ProjectGallery';
import { CLIENT_FILTERS, selectedFilter } from '../lib/project-filters';
import { clientProjects } from '../lib/projects.server';
import styles from '../features/projects/projects.module.css';
import { pageLoadFailure } from '../lib/page-error.server';
import { ERROR_TITLES, toPageError } from '../lib/page-errors';
import { pageMeta } from '../lib/seo';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/projects';

const TITLE = 'Client Projects';
const DESCRIPTION =
  'Client work: storefronts, patient portals, dashboards and learning platforms, built end to end with React, TypeScript and Node.';

export async function loader({ context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/projects`;
  try {
    return { projects: await clientProjects(context), canonical };
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
    socialPage: 'projects',
  });
}

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
