import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { cacheKeyOf, isCacheableRequest } from '../cache/cacheable-request';
import { mayStore, sendCached, type OwnRender, type ResponseCache } from '../cache/response-cache';
import { methodNotAllowedMessage } from './guards';

export interface PageRendererOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
  cache: ResponseCache;
  /** PUBLIC_URL: pages are rendered at its origin, whatever Host or X-Forwarded-* a request names. */
  publicUrl: string;
  /**
   * Whether a form's Origin is the site's own: PUBLIC_URL's, or any localhost outside
   * production (the realtime check, server/realtime/origin.ts).
   */
  isSiteOrigin(origin: string): boolean;
  /** The Content-Security-Policy of a page, from its final HTML (inline scripts by hash). */
  pagePolicy(html: string): string;
}

/**
 * Serves React Router (pages, route data, feeds). Pages are rendered whole, not streamed: a
 * page's policy names the hashes of its inline scripts, known only once it is complete, and the
 * same bytes are what the cache keeps. Answers the cache may keep for everybody are kept;
 * anything else (form results, errors, a page made from the built-in fallback content because
 * the database failed) is sent once and forgotten.
 */
export function createPageRenderer(options: PageRendererOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const origin = new URL(options.publicUrl).origin;
  return async (req, res, next) => {
    try {
      const asked = renderedPath(req.originalUrl);
      if (asked === null) {
        res.status(400).json({ message: MALFORMED_TARGET_MESSAGE });
        return;
      }
      const key = cacheKeyOf(req, asked);
      let own: OwnRender | null = null;
      if (key !== null) {
        const hit = options.cache.get(key);
        if (hit) return sendCached(req, res, hit, 'hit');
        if (req.method === 'GET') {
          const joined = options.cache.joinRender(key);
          if (joined.previous) return sendCached(req, res, joined.previous, 'stale');
          own = joined.own ?? null;
          const shared = joined.shared && (await joined.shared);
          // A shared render that kept nothing (a 404, an error) is repeated for this request.
          if (shared) return sendCached(req, res, shared, 'hit');
        }
      }
      const version = own?.version ?? options.cache.version();
      try {
        await render(req, res, { asked, key, version });
      } finally {
        own?.end();
      }
    } catch (error) {
      next(error);
    }
  };

  async function render(
    req: ExpressRequest,
    res: ExpressResponse,
    { asked, key, version }: { asked: string; key: string | null; version: number },
  ): Promise<void> {
    const request = toFetchRequest(req, res, `${origin}${asked}`);
    // React Router runs an action only when Origin is the URL's own: one the site accepts is.
    const formOrigin = request.headers.get('origin');
    if (formOrigin && formOrigin !== origin && options.isSiteOrigin(formOrigin)) {
      request.headers.set('origin', origin);
    }
    const response = await handle(request, options.getLoadContext(req, res));
    const contentType = response.headers.get('content-type') ?? '';
    const isPage = contentType.startsWith('text/html');
    // A file React Router serves (a feed, the sitemap) has no action to post to; its 405
    // says "Unexpected Server Error" in production. Say what it is, as the guards do.
    if (response.status === 405 && !isPage) {
      res.set('Allow', 'GET, HEAD');
      res.status(405).json({ message: methodNotAllowedMessage(req.method) });
      return;
    }
    const keep =
      key !== null &&
      req.method === 'GET' &&
      mayStore(response.status, response.headers) &&
      res.locals.servedFallback !== true;
    if (!isPage && !keep) return await sendStreamed(res, response);

    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = isPage
      ? { 'Content-Security-Policy': options.pagePolicy(body.toString('utf8')) }
      : {};
    if (keep) {
      const entry = await options.cache.store(key, version, { contentType, headers, body });
      return sendCached(req, res, entry, 'miss');
    }
    res.status(response.status);
    copyHeaders(response, res);
    res.set(headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** A request target no URL parser reads as a path (`*`, a broken absolute form). */
export const MALFORMED_TARGET_MESSAGE = 'The request target must be a path';

/**
 * The path and query React Router renders for a request target, as a URL parser reads it (`\`
 * is `/`, dot segments resolved, a fragment dropped; an absolute-form target keeps only its
 * path), or null when there is none. A page's cache key is exactly what is rendered, so no
 * spelling of an address can store another address's page under it.
 */
export function renderedPath(requestTarget: string): string | null {
  try {
    let path = requestTarget;
    if (!path.startsWith('/')) {
      const absolute = new URL(path);
      path = `${absolute.pathname}${absolute.search}`;
      if (!path.startsWith('/')) return null;
    }
    // Behind a fixed origin an origin-form target is always a path (`//x` too), never a host.
    const url = new URL(`http://unused.invalid${path}`);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The Fetch request React Router wants, as @react-router/express builds it, but at PUBLIC_URL's
 * origin. An anonymous read carries no headers at all: its answer may be cached for everybody,
 * so nothing outside the key (cookies, Accept, X-Forwarded-*) may reach a loader. Other
 * requests (form posts, the owner's) are never cached and carry theirs: a form's body needs its
 * Content-Type, and React Router compares Origin with the URL before it runs an action.
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: string): Request {
  const headers = new Headers();
  if (!isCacheableRequest(req)) {
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
  }
  const controller = new AbortController();
  let finished = false;
  res.on('finish', () => (finished = true));
  res.on('close', () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // Subscribed now, synchronously: capPageBody counts the same chunks (see body-cap.ts).
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function copyHeaders(from: Response, to: ExpressResponse) {
  for (const [name, value] of from.headers.entries()) to.append(name, value);
}

async function sendStreamed(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  copyHeaders(response, res);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
