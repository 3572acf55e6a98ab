import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * How cached answers are compressed (decision 0012). Measured on the home page (59.8 kB of HTML,
 * CPU per compression): gzip 0.9 ms → 14.5 kB; brotli quality 5 1.0 ms → 13.6 kB; quality 6
 * 1.2 ms → 13.5 kB; quality 11 62 ms → 12.4 kB. A miss (render, gzip, the socket) costs about
 * 14 ms. So every entry asked for again gets brotli at quality 5, cheaper than the render that
 * made it; quality 11 (what brings an article's first answer under one round trip) goes only to
 * pages a visitor lands on, a document without a query string, and at most
 * BEST_BROTLI_PER_MINUTE of them, so no stream of made-up addresses can make it cost more.
 */

/** Below this, gzip's framing costs more than it saves. */
export const GZIP_MIN_BYTES = 1024;
export const MODERATE_BROTLI_QUALITY = 5;
export const BEST_BROTLI_QUALITY = zlibConstants.BROTLI_MAX_QUALITY;
/** ≈ 1.3 s of CPU a minute at most (2 % of a core); the site has fewer landing pages than that. */
export const BEST_BROTLI_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

// On libuv's thread pool: on the event loop a large page's compression would hold every other
// request back.
const gzipOffTheEventLoop = promisify(gzip);
const brotliOffTheEventLoop = promisify(brotliCompress);

export const gzipBody = (body: Buffer): Promise<Buffer> => gzipOffTheEventLoop(body);

export function brotliBody(body: Buffer, contentType: string, quality: number): Promise<Buffer> {
  return brotliOffTheEventLoop(body, brotliOptions(body, contentType, quality));
}

/** The parameters brotliBody uses, so a test can make the same bytes synchronously. */
export function brotliOptions(body: Buffer, contentType: string, quality: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlibConstants.BROTLI_PARAM_MODE]: /^(text\/|application\/json)/.test(contentType)
        ? zlibConstants.BROTLI_MODE_TEXT
        : zlibConstants.BROTLI_MODE_GENERIC,
    },
  };
}

/**
 * Whether an entry may have brotli's best quality: a page (HTML) at an address without a query
 * string, the kind a visitor lands on with a new connection. Route data, feeds and API reads are
 * asked for over a connection already open; a query makes one address into endless ones.
 */
export function deservesBestBrotli(key: string, contentType: string): boolean {
  return contentType.startsWith('text/html') && !key.includes('?');
}

/** A count of best-quality compressions that starts again every minute. */
export function createBestBrotliBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let used = 0;
  return {
    /** Takes one compression from this minute's allowance; false when it is spent. */
    take(): boolean {
      const time = now();
      if (time - windowStart >= MINUTE_MS) {
        windowStart = time;
        used = 0;
      }
      if (used >= perMinute) return false;
      used += 1;
      return true;
    },
  };
}
