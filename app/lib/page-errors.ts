import { isRouteErrorResponse } from 'react-router';

/** docs/product.md#api-conventions-and-errors: the default load error text, each page's humorous title and the empty states. */
export const LOAD_ERROR_TEXT = 'An error occurred while fetching data';

export const ERROR_TITLES = {
  home: 'The Projects Are Playing Hide & Seek!',
  projects: 'Houston, We Have a Problem!',
  personalProjects: 'Personal Projects Took a Personal Day!',
  blog: 'Blog Posts Went On Vacation!',
  article: '404: Article Escaped!',
  caseStudy: '404: Case Study Not Found',
  stats: 'Oops! Numbers Went Missing',
} as const;

export const EMPTY_STATES = {
  projects: 'No projects available yet',
  stats: 'No stats available',
  comments: 'No comments yet. Be the first to comment!',
  personalProjects: 'New personal projects coming soon',
} as const;

/** What a loader throws (with an HTTP status) for its route's error screen. */
export interface PageErrorData {
  message: string;
  canonical: string;
}

export interface PageError extends PageErrorData {
  status: number;
}

/**
 * The error a route's ErrorBoundary received, as a page error. Anything that is not one of ours
 * (a bug, a render error) keeps its status and message but has no canonical link.
 */
export function toPageError(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as Partial<PageErrorData> | undefined;
    return {
      status: error.status,
      message: payload?.message ?? error.statusText,
      canonical: payload?.canonical ?? '',
    };
  }
  return {
    status: 500,
    message: error instanceof Error ? error.message : 'Unknown error',
    canonical: '',
  };
}
