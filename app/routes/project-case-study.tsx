import { ArrowLeft } from 'lucide';
import {
  SOCIAL_IMAGE_HEIGHT_PX,
  SOCIAL_IMAGE_WIDTH_PX,
  socialProjectImagePath,
} from '#common/social-images.ts';
import { galleryOf } from '#common/project-paths.ts';
import { Link } from 'react-router';
import { ArticleContent } from '../features/blog/Article';
import { CaseStudyHeader } from '../features/projects/CaseStudyHeader';
import { caseStudyPageData } from '../features/projects/case-study.server';
import styles from '../features/projects/projects.module.css';
import { pageLoadFailure, pageNotFound } from '../lib/page-error.server';
import { ERROR_TITLES, toPageError } from '../lib/page-errors';
import { absoluteUrl, pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import { ErrorNotice } from '../lib/ui/ErrorNotice';
import { Icon } from '../lib/ui/Icon';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/project-case-study';

const CASE_STUDY_NOT_FOUND = 'Case study not found';

/** /projects/<slug>: a project's case study, rendered when the project was saved. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/projects/${encodeURIComponent(params.slug)}`;
  let page: Awaited<ReturnType<typeof caseStudyPageData>>;
  try {
    page = await caseStudyPageData(context, params.slug);
  } catch (error) {
    return pageLoadFailure(error, canonical);
  }
  if (!page) return pageNotFound(CASE_STUDY_NOT_FOUND, canonical);
  const imageUrl = absoluteUrl(context.publicUrl, socialProjectImagePath(page.project.slug));
  return { ...page, canonical, imageUrl };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteOf(matches);
  if (!loaderData) {
    return pageMeta(
      site,
      ERROR_TITLES.caseStudy,
      'This case study could not be found.',
      toPageError(error).canonical,
      { noindex: true },
    );
  }
  const { project, canonical, imageUrl } = loaderData;
  return pageMeta(site, `${project.title}: case study`, project.description, canonical, {
    type: 'article',
    image: {
      url: imageUrl,
      alt: project.title,
      width: SOCIAL_IMAGE_WIDTH_PX,
      height: SOCIAL_IMAGE_HEIGHT_PX,
    },
  });
}

export default function ProjectCaseStudy({ loaderData }: Route.ComponentProps) {
  const { project, html, toc, readingMinutes } = loaderData;
  return (
    <main className={`container ${ui.page}`}>
      <Link to={galleryOf(project.type)} className={styles.backLink}>
        <Icon drawing={ArrowLeft} aria-hidden="true" size={16} /> All projects
      </Link>
      <article>
        <CaseStudyHeader project={project} readingMinutes={readingMinutes} />
        <ArticleContent html={html} toc={toc} />
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, message } = toPageError(error);
  return (
    <main className={`container ${ui.page}`}>
      <ErrorNotice
        title={ERROR_TITLES.caseStudy}
        message={message}
        text={status === 404 ? 'This project has no case study, or it has moved.' : undefined}
      >
        <Link className="btn btn-primary" to="/projects">
          Back to Projects
        </Link>
      </ErrorNotice>
    </main>
  );
}
