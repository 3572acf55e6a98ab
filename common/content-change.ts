/**
 * What changed, as every write visitors can see announces it (server/content/announcing-stores.ts)
 * and everything that keeps a copy of what visitors see listens for it: the page cache today, the
 * feeds next (the search index needs no listener: it is a generated column, decision 0019).
 * Writes visitors never see announce nothing.
 */
export type ContentChange =
  /** The owner's profile (name, about, timeline, résumé…): every page shows some of it. */
  | { kind: 'profile' }
  | { kind: 'post'; id: string }
  | { kind: 'project'; id: string }
  | { kind: 'stat'; id: string }
  | { kind: 'comment'; id: string }
  /** Changes this instance may have missed (Redis was unreachable for a while): assume any. */
  | { kind: 'unknown' };
