import type { ImageLibrary } from './images';
import type { AudienceFigures } from './audience';
import type { OwnerAccess } from './owner';
import type { SiteSearch } from './search';
import type { Stores } from './stores';
import type { ContactMessage, PublicComment } from './types';

/**
 * The contract between the server and the pages: the server builds this value for every request
 * (server/server.ts), loaders and actions read it. Types only.
 */

/** What a visitor's write came to: the stored value, or a status and a message to show. */
export type VisitorWriteResult<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 429 | 503; message: string };

export interface VisitorWrites {
  submitComment(input: unknown): Promise<VisitorWriteResult<PublicComment>>;
  submitContact(input: unknown): Promise<VisitorWriteResult<ContactMessage>>;
}

/**
 * What every React Router loader and action receives as `context`: created per request from
 * long-lived pieces made once in server/server.ts.
 */
// A type alias (not an interface) so it satisfies React Router's index-signature AppLoadContext.
export type AppLoadContextValue = {
  stores: Stores;
  /** Canonical origin without a trailing slash, e.g. https://alexmorgan.dev */
  publicUrl: string;
  /** False only when a test switches the built-in fallback content off. */
  contentFallback: boolean;
  /**
   * The built-in sample content behind the same interfaces (the memory stores: also the
   * production fallback when the database cannot be read), made on first use.
   */
  fallbackStores(): Stores;
  /** Site search over what the public may see (server/search/). */
  search: SiteSearch;
  /** The owner's uploaded images: the console's uploads and library. */
  images: ImageLibrary;
  /** A comment or contact message posted by a form: the same path as the REST API's. */
  visitorWrites: VisitorWrites;
  /** Contact messages forwarded by e-mail: whether it is set up, and one more try now. */
  contactMail: { configured: boolean; deliverNow(id: string): Promise<void> };
  /** The owner's sign-in: who is signed in, and the console's sign-in and sign-out steps. */
  owner: OwnerAccess;
  /** Daily page views and visitors, for the console (docs/product.md#audience). */
  audience: AudienceFigures;
  /** WebRTC ICE servers for the whiteboard (ICE_SERVERS). */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /**
   * Logs that fallback content was served (throttled to once per 30 s across requests) and
   * marks this answer as one the response cache must not keep.
   */
  warnFallback(what: string, error: unknown): void;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextValue {}
}
