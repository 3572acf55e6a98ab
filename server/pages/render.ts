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
import {
  cacheKey,
  isCacheableRequest,
  mayStore,
  sendCached,
  type ResponseCache,
} from '../cache/response-cache';
import { carriesOwnerCookie } from '../auth/owner-context';
import { methodNotAllowedMessage } from './guards';

export interface PageRendererOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
  cache: ResponseCache;
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
  return async (req, res, next) => {
    try {
      // The owner's pages may show what visitors must not see (drafts, e-mail addresses).
      const cacheable = isCacheableRequest(req) && !carriesOwnerCookie(res);
      const key = cacheKey(req);
      if (cacheable) {
        const hit = options.cache.get(key);
        if (hit) return sendCached(req, res, hit, 'hit');
      }
      const version = options.cache.version();
      const request = toFetchRequest(req, res);
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
        cacheable &&
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
    } catch (error) {
      next(error);
    }
  };
}

/** The Fetch request React Router wants, as @react-router/express builds it. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
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
  return new Request(url.href, init);
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
