import { data } from 'react-router';
import { ContentUnavailableError } from './content.server';
import type { PageErrorData } from './page-errors';

const SERVICE_UNAVAILABLE = 503;
const NOT_FOUND = 404;

/**
 * Turns a failed content read into the route's error screen, served with 503 so crawlers come
 * back later. Other errors are bugs: they go on to the router's default error screen.
 */
export function pageLoadFailure(error: unknown, canonical: string): never {
  if (error instanceof ContentUnavailableError) {
    throw data<PageErrorData>(
      { message: error.message, canonical },
      { status: SERVICE_UNAVAILABLE },
    );
  }
  throw error;
}

export function pageNotFound(message: string, canonical: string): never {
  throw data<PageErrorData>({ message, canonical }, { status: NOT_FOUND });
}
