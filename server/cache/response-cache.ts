import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  BEST_BROTLI_PER_MINUTE,
  BEST_BROTLI_QUALITY,
  brotliBody,
  createBestBrotliBudget,
  deservesBestBrotli,
  GZIP_MIN_BYTES,
  gzipBody,
  MODERATE_BROTLI_QUALITY,
} from './compression';
import type { ContentVersion } from './content-version';

/**
 * Anonymous GET answers (pages, route data, feeds, API reads) kept in memory, keyed by path and
 * query (cacheable-request.ts) and stamped with the content version they were made at: a write
 * anywhere moves the version on and every older entry becomes a miss. Only complete 200 answers
 * that are the same for every visitor are kept; the size, keys included, is bounded in bytes,
 * least recently used out first.
 */
export interface CachedResponse {
  contentType: string;
  /** Extra headers the answer needs every time (e.g. the page's Content-Security-Policy). */
  headers: Record<string, string>;
  body: Buffer;
  /** The body gzip-compressed once, when that makes it smaller. */
  gzip: Buffer | null;
  /** The body brotli-compressed, made once the entry is asked for again (compression.ts). */
  brotli: Buffer | null;
  /** The brotli quality `brotli` was made at (part of its ETag: other bytes, other tag). */
  brotliQuality: number | null;
  /** Strong validator of the identity body; each compressed form's is this with a suffix. */
  etag: string;
  version: number;
}

/** The render of one key a request has taken on; `end` once it is done, stored or not. */
export interface OwnRender {
  /** The version the render is stamped with (read when it was taken on). */
  version: number;
  end(): void;
}

/**
 * A request that missed: the render this request takes on (`own`), or, while another request
 * renders the same key at the current version, the copy that render replaces when it went stale
 * at most STALE_ANSWER_MAX_MS ago (`previous`), else that render's entry (`shared`; null when
 * it kept nothing: an error, a 404).
 */
type JoinedRender =
  | { own: OwnRender; previous?: never; shared?: never }
  | { previous: CachedResponse; own?: never; shared?: never }
  | { shared: Promise<CachedResponse | null>; own?: never; previous?: never };

export interface ResponseCache {
  /** The version a response must be stamped with: read it before producing the response. */
  version(): number;
  get(key: string): CachedResponse | undefined;
  /**
   * After a miss, decided at once (no await between two requests' calls): after a write every
   * page is stale together, and each busy page would otherwise be rendered by every request
   * that arrives before the first render lands. The entry `store` keeps for an own render is
   * handed to the requests that share it. The request that renders always waits for its own
   * render, so a visitor asking after a write sees it.
   */
  joinRender(key: string): JoinedRender;
  store(
    key: string,
    version: number,
    response: Pick<CachedResponse, 'contentType' | 'headers' | 'body'>,
  ): Promise<CachedResponse>;
}

/** Browsers revalidate every time (a 304 is cheap); a CDN in front may reuse an answer briefly. */
const CACHED_RESPONSE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30';
/**
 * How long after a write the copy it made stale may still answer the requests that arrive while
 * the new copy is rendered: they are answered at once instead of waiting for the render.
 */
export const STALE_ANSWER_MAX_MS = 1000;
/** Time-dependent details (the footer's year) are never older than this, writes or not. */
const ENTRY_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * What an entry costs besides its bytes counted below: the cache's own node, the entry object,
 * its ETag, the Buffers' objects. 20,000 small API entries took 840 bytes each of heap (after a
 * collection, keys excluded); rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;
/** V8 keeps a string at one or two bytes a character: strings are charged at the larger. */
const BYTES_PER_CHARACTER = 2;

const headerCharacters = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);

/** What an entry is charged against the cache's size: every byte it holds, its key's included. */
const entrySize = (entry: CachedResponse, key: string): number =>
  entry.body.length +
  (entry.gzip?.length ?? 0) +
  (entry.brotli?.length ?? 0) +
  (key.length + headerCharacters(entry.headers)) * BYTES_PER_CHARACTER +
  ENTRY_OVERHEAD_BYTES;

export function createResponseCache(options: {
  maxBytes: number;
  contentVersion: ContentVersion;
  /** Tests lower it; the site keeps compression.ts's figure. */
  bestBrotliPerMinute?: number;
  now?: () => number;
}): ResponseCache {
  const { contentVersion } = options;
  const now = options.now ?? Date.now;
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, CachedResponse>({
          maxSize: options.maxBytes,
          sizeCalculation: entrySize,
          ttl: ENTRY_MAX_AGE_MS,
        })
      : null;
  const compressing = new WeakSet<CachedResponse>();
  const rendering = new Map<string, PendingRender>();
  const bestBudget = createBestBrotliBudget(
    options.bestBrotliPerMinute ?? BEST_BROTLI_PER_MINUTE,
    options.now,
  );

  /** The brotli quality a hit asks for, or null when the entry has the best it may get. */
  function brotliWanted(key: string, entry: CachedResponse): number | null {
    if (!entry.gzip || compressing.has(entry)) return null;
    const best = deservesBestBrotli(key, entry.contentType);
    if (entry.brotliQuality !== null && (!best || entry.brotliQuality === BEST_BROTLI_QUALITY)) {
      return null;
    }
    if (best && bestBudget.take()) return BEST_BROTLI_QUALITY;
    return entry.brotliQuality === null ? MODERATE_BROTLI_QUALITY : null;
  }

  function addBrotli(key: string, entry: CachedResponse, quality: number) {
    compressing.add(entry);
    brotliBody(entry.body, entry.contentType, quality)
      .then((brotli) => {
        // Kept only if the entry is still the one cached (no write replaced it meanwhile).
        if (entries?.peek(key) !== entry || brotli.length >= (entry.gzip ?? entry.body).length) {
          return;
        }
        entries.set(key, { ...entry, brotli, brotliQuality: quality }, { noUpdateTTL: true });
      })
      .catch(() => {
        // Gzip keeps answering: brotli is an improvement, not a requirement.
      });
  }

  return {
    version: () => contentVersion.current(),
    get(key) {
      const entry = entries?.get(key);
      // A stale entry stays until its new copy replaces it: it may answer meanwhile (joinRender).
      if (!entry || entry.version !== contentVersion.current()) return undefined;
      const quality = brotliWanted(key, entry);
      if (quality !== null) addBrotli(key, entry, quality);
      return entry;
    },
    joinRender(key) {
      const version = contentVersion.current();
      const underWay = rendering.get(key);
      if (underWay?.version === version) {
        const previous = entries?.peek(key);
        const staleSince = previous && contentVersion.staleSince(previous.version);
        if (previous && staleSince != null && now() - staleSince <= STALE_ANSWER_MAX_MS) {
          return { previous };
        }
        return { shared: underWay.entry };
      }
      // With the cache off every request renders: that is what the setting is for (the bench's
      // uncached figures).
      if (!entries) return { own: { version, end: () => {} } };
      const pending = pendingRender(version);
      rendering.set(key, pending);
      return {
        own: {
          version,
          end() {
            if (rendering.get(key) === pending) rendering.delete(key);
            pending.settle(null);
          },
        },
      };
    },
    async store(key, version, response) {
      // Every miss (and, with the cache off, every page) pays for gzip: it costs less than
      // the render, and brotli waits until the entry is asked for again.
      const gzipped = response.body.length >= GZIP_MIN_BYTES ? await gzipBody(response.body) : null;
      const entry: CachedResponse = {
        ...response,
        gzip: gzipped && gzipped.length < response.body.length ? gzipped : null,
        brotli: null,
        brotliQuality: null,
        etag: `"${createHash('sha256').update(response.body).digest('base64url').slice(0, 27)}"`,
        version,
      };
      // Made while a write happened: correct for this request, stale for the next.
      if (entries && version === contentVersion.current()) entries.set(key, entry);
      const pending = rendering.get(key);
      if (pending?.version === version) pending.settle(entry);
      return entry;
    },
  };
}

interface PendingRender {
  version: number;
  entry: Promise<CachedResponse | null>;
  /** The first call wins: the stored entry, or null when the render ends without one. */
  settle(entry: CachedResponse | null): void;
}

function pendingRender(version: number): PendingRender {
  let settle!: (entry: CachedResponse | null) => void;
  const entry = new Promise<CachedResponse | null>((resolve) => (settle = resolve));
  return { version, entry, settle };
}

/** Whether a response's own headers allow keeping it for everybody. */
export function mayStore(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200 || headers.get('set-cookie')) return false;
  return !/\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '');
}

type Encoding = 'br' | 'gzip';

/**
 * A compressed form's strong validator: the identity body's with a suffix, `-gz` or `-br` and
 * the brotli quality (an entry's brotli copy may be made again at a better quality, and other
 * bytes need another tag).
 */
function taggedFor(etag: string, entry: CachedResponse, encoding: Encoding): string {
  const suffix = encoding === 'gzip' ? '-gz' : `-br${entry.brotliQuality}`;
  return `${etag.slice(0, -1)}${suffix}"`;
}

/** The smallest form this visitor accepts: brotli, then gzip, then the body as it is. */
function chooseEncoding(req: Request, entry: CachedResponse): Encoding | null {
  const accepted = req.get('accept-encoding') ?? '';
  if (entry.brotli && /\bbr\b/i.test(accepted)) return 'br';
  if (entry.gzip && /\bgzip\b/i.test(accepted)) return 'gzip';
  return null;
}

/** Answers from a cache entry: 304 for a matching If-None-Match, else the best-encoded body. */
export function sendCached(
  req: Request,
  res: Response,
  entry: CachedResponse,
  outcome: 'hit' | 'miss' | 'stale',
): void {
  const encoding = chooseEncoding(req, entry);
  const etag = encoding ? taggedFor(entry.etag, entry, encoding) : entry.etag;
  res.set(entry.headers);
  res.set({
    'Cache-Control': CACHED_RESPONSE_CACHE_CONTROL,
    ETag: etag,
    'X-Cache': outcome.toUpperCase(),
  });
  if (entry.gzip !== null) res.vary('Accept-Encoding');
  if (matchesIfNoneMatch(req.get('if-none-match'), entry.etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'br' ? entry.brotli! : encoding === 'gzip' ? entry.gzip! : entry.body;
  res.status(200);
  res.set('Content-Type', entry.contentType);
  if (encoding) res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Any form of the same body matches: the bytes a visitor decodes are the same. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.slice(0, -1);
  const isFormOfBody = (tag: string) =>
    tag === etag || (tag.startsWith(base) && /^-(gz|br\d+)"$/.test(tag.slice(base.length)));
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some(isFormOfBody);
}
