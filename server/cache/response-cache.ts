import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
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
  /** The body at brotli's best quality, made once the entry is asked for again (see `get`). */
  brotli: Buffer | null;
  /** Strong validator of the identity body; each compressed form's is this with a suffix. */
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
    response: Omit<CachedResponse, 'gzip' | 'brotli' | 'etag' | 'version'>,
  ): Promise<CachedResponse>;
}

/** Browsers revalidate every time (a 304 is cheap); a CDN in front may reuse an answer briefly. */
const CACHED_RESPONSE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30';
/** Time-dependent details (the footer's year) are never older than this, writes or not. */
const ENTRY_MAX_AGE_MS = 60 * 60 * 1000;
/** Below this, gzip's framing costs more than it saves. */
const GZIP_MIN_BYTES = 1024;
const ENTRY_OVERHEAD_BYTES = 512;
const gzipOffTheEventLoop = promisify(gzip);
const brotliOffTheEventLoop = promisify(brotliCompress);

/**
 * Brotli at quality 11 is ≈ 15 % smaller than gzip on our pages, enough to bring each page's
 * HTML and headers under the ≈ 14.6 kB a new TCP connection may send in its first round trip,
 * but it costs ≈ 50 ms of CPU per page. So only an entry that is asked for a second time gets
 * it, in the background: a URL asked for once (a crawler, a made-up query string) costs no
 * more than before, and a popular page pays once.
 */
function brotliBest(body: Buffer, contentType: string): Promise<Buffer> {
  return brotliOffTheEventLoop(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlibConstants.BROTLI_PARAM_MODE]: /^(text\/|application\/json)/.test(contentType)
        ? zlibConstants.BROTLI_MODE_TEXT
        : zlibConstants.BROTLI_MODE_GENERIC,
    },
  });
}

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
            entry.body.length +
            (entry.gzip?.length ?? 0) +
            (entry.brotli?.length ?? 0) +
            ENTRY_OVERHEAD_BYTES,
          ttl: ENTRY_MAX_AGE_MS,
        })
      : null;
  const compressing = new WeakSet<CachedResponse>();

  function addBrotli(key: string, entry: CachedResponse) {
    compressing.add(entry);
    brotliBest(entry.body, entry.contentType)
      .then((brotli) => {
        // Kept only if the entry is still the one cached (no write replaced it meanwhile).
        if (entries?.peek(key) !== entry || brotli.length >= (entry.gzip ?? entry.body).length) {
          return;
        }
        entries.set(key, { ...entry, brotli }, { noUpdateTTL: true });
      })
      .catch(() => {
        // Gzip keeps answering: brotli is an improvement, not a requirement.
      });
  }

  return {
    version: () => contentVersion.current(),
    get(key) {
      const entry = entries?.get(key);
      if (!entry) return undefined;
      if (entry.version !== contentVersion.current()) {
        entries?.delete(key);
        return undefined;
      }
      if (entry.gzip && !entry.brotli && !compressing.has(entry)) addBrotli(key, entry);
      return entry;
    },
    async store(key, version, response) {
      // Compressed on libuv's thread pool: every miss (and, with the cache off, every page) pays
      // for it, and on the event loop a large page's gzip would hold every other request back.
      const gzipped =
        response.body.length >= GZIP_MIN_BYTES ? await gzipOffTheEventLoop(response.body) : null;
      const entry: CachedResponse = {
        ...response,
        gzip: gzipped && gzipped.length < response.body.length ? gzipped : null,
        brotli: null,
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

type Encoding = 'br' | 'gzip';
const ENCODING_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };
const taggedFor = (etag: string, encoding: Encoding) =>
  `${etag.slice(0, -1)}${ENCODING_SUFFIX[encoding]}"`;

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
  outcome: 'hit' | 'miss',
): void {
  const encoding = chooseEncoding(req, entry);
  const etag = encoding ? taggedFor(entry.etag, encoding) : entry.etag;
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
  const forms = new Set([etag, taggedFor(etag, 'gzip'), taggedFor(etag, 'br')]);
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => forms.has(tag));
}
