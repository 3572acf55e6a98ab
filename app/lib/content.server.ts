import type { AppLoadContext } from 'react-router';
import type { Settled } from '#common/settled.ts';

/** What an error screen says when the content could not be read (the API error of docs/product.md#api-conventions-and-errors). */
export const CONTENT_UNAVAILABLE_MESSAGE = 'API Error: Service Unavailable';

/** The content store failed; the cause is kept for the logs, never shown to visitors. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
  constructor(cause: unknown) {
    super(CONTENT_UNAVAILABLE_MESSAGE, { cause });
  }
}

export type ContentContext = Pick<
  AppLoadContext,
  'stores' | 'contentFallback' | 'fallbackStores' | 'warnFallback'
>;
type Stores = AppLoadContext['stores'];

/**
 * Reads page data from the database. When that fails and the content has a built-in fallback
 * (`fallbackName` given: posts, client projects, stats, comments), the same read runs against
 * the sample content and a throttled warning is logged (docs/product.md#content-and-fallback). Otherwise, or when a test
 * switched the fallback off, it throws `ContentUnavailableError` for the page's error screen.
 */
export async function readContent<T>(
  context: ContentContext,
  read: (stores: Stores) => Promise<T>,
  fallbackName?: string,
): Promise<T> {
  try {
    return await read(context.stores);
  } catch (error) {
    if (!fallbackName || !context.contentFallback) throw new ContentUnavailableError(error);
    context.warnFallback(fallbackName, error);
    return read(context.fallbackStores());
  }
}

/** For pages with several independent sections: one failing section does not fail the page. */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (error instanceof ContentUnavailableError) return { ok: false, message: error.message };
    throw error;
  }
}
