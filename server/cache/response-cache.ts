import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';

/**
 * Anonymous GET answers (pages, route data, feeds, API reads) kept in memory, keyed by URL and
 * stamped with the content version they were made at: a write anywhere moves the version on and
 * every older entry becomes a miss. Only complete 200 answers that are the same for every
 * visitor are kept; the size is bounded in bytes, least recently used out first.
 */
export interface CachedResponse {
  contentType: string;
  /** Extra headers the answer needs every time (e.g. the page's Content-Security-Policy). */
  headers: Record<string, string>;
  body: Buffer;
  /** The body gzip-compressed once, when that makes it smaller. */
  gzip: Buffer | null;
  /** Strong validator of the identity body; the gzip form's is this with a suffix. */
  etag: string;
  version: number;
}

export interface ResponseCache {
  /** The version a response must be stamped with: read it before producing the response. */
  version(): number;
  get(key: string): CachedResponse | undefined;
  store(
    key: string,
    version: number,
    response: Omit<CachedResponse, 'gzip' | 'etag' | 'version'>,
  ): Promise<CachedResponse>;
}

/** Browsers revalidate every time (a 304 is cheap); a CDN in front may reuse an answer briefly. */
export const CACHED_RESPONSE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30';
/** Time-dependent details (the footer's year) are never older than this, writes or not. */
const ENTRY_MAX_AGE_MS = 60 * 60 * 1000;
/** Below this, gzip's framing costs more than it saves. */
const GZIP_MIN_BYTES = 1024;
const ENTRY_OVERHEAD_BYTES = 512;
const gzipOffTheEventLoop = promisify(gzip);

export function createResponseCache(options: {
  maxBytes: number;
  contentVersion: ContentVersion;
}): ResponseCache {
  const { contentVersion } = options;
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, CachedResponse>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry) =>
            entry.body.length + (entry.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
          ttl: ENTRY_MAX_AGE_MS,
        })
      : null;
  return {
    version: () => contentVersion.current(),
    get(key) {
      const entry = entries?.get(key);
      if (!entry) return undefined;
      if (entry.version === contentVersion.current()) return entry;
      entries?.delete(key);
      return undefined;
    },
    async store(key, version, response) {
      // Compressed on libuv's thread pool: every miss (and, with the cache off, every page) pays
      // for it, and on the event loop a large page's gzip would hold every other request back.
      const gzipped =
        response.body.length >= GZIP_MIN_BYTES ? await gzipOffTheEventLoop(response.body) : null;
      const entry: CachedResponse = {
        ...response,
        gzip: gzipped && gzipped.length < response.body.length ? gzipped : null,
        etag: `"${createHash('sha256').update(response.body).digest('base64url').slice(0, 27)}"`,
        version,
      };
      // Made while a write happened: correct for this request, stale for the next.
      if (entries && version === contentVersion.current()) entries.set(key, entry);
      return entry;
    },
  };
}

/** Only anonymous reads: an owner's request (Authorization) may see more than a visitor. */
export function isCacheableRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.get('authorization');
}

/** The URL as asked, path and query: what makes two answers differ for anonymous visitors. */
export const cacheKey = (req: Request) => req.originalUrl;

/** Whether a response's own headers allow keeping it for everybody. */
export function mayStore(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200 || headers.get('set-cookie')) return false;
  return !/\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '');
}

const gzipTag = (etag: string) => `${etag.slice(0, -1)}-gz"`;

/** Answers from a cache entry: 304 for a matching If-None-Match, else the (gzip) body. */
export function sendCached(
  req: Request,
  res: Response,
  entry: CachedResponse,
  outcome: 'hit' | 'miss',
): void {
  const acceptsGzip = entry.gzip !== null && /\bgzip\b/i.test(req.get('accept-encoding') ?? '');
  const etag = acceptsGzip ? gzipTag(entry.etag) : entry.etag;
  res.set(entry.headers);
  res.set({
    'Cache-Control': CACHED_RESPONSE_CACHE_CONTROL,
    ETag: etag,
    'X-Cache': outcome === 'hit' ? 'HIT' : 'MISS',
  });
  if (entry.gzip !== null) res.vary('Accept-Encoding');
  if (matchesIfNoneMatch(req.get('if-none-match'), entry.etag)) {
    res.status(304).end();
    return;
  }
  const body = acceptsGzip ? entry.gzip! : entry.body;
  res.status(200);
  res.set('Content-Type', entry.contentType);
  if (acceptsGzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === gzipTag(etag));
}
