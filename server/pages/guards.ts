import type { RequestHandler, Response } from 'express';
import { API_JSON_BODY_LIMIT_BYTES } from '../limits';
import { refuseDeclaredOversize } from '../api/middleware/body-limit';
import { writeRateLimit } from '../api/middleware/rate-limit';
import type { Limiters } from '../limits/limiter';

/** Page forms get the API's body limit: a comment or a contact message fits well within it. */
export const PAGE_BODY_MAX_BYTES = API_JSON_BODY_LIMIT_BYTES;

/** Pages are read (GET, HEAD) and take their forms by POST; nothing else reaches an action. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
const ALLOW_HEADER = PAGE_METHODS.join(', ');

/** What React Router's form actions can parse: plain and browser multipart forms. */
const URLENCODED_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

export const WRONG_FORM_TYPE_MESSAGE = `Forms must be sent as ${URLENCODED_TYPE} or ${MULTIPART_TYPE}`;
export const MISSING_BOUNDARY_MESSAGE = `A ${MULTIPART_TYPE} body needs a boundary parameter`;

const methodNotAllowed = (res: Response, method: string) => {
  res.set('Allow', ALLOW_HEADER);
  res.status(405).json({ message: `The method ${method} is not allowed here` });
};

/**
 * TRACE would echo the request (cookies included) back to a script; Node's fetch Request
 * cannot even represent it, so it must reach nothing: mounted ahead of static files, /api and
 * the pages.
 */
export const refuseTrace: RequestHandler = (req, res, next) => {
  if (req.method === 'TRACE' || req.method === 'TRACK') return methodNotAllowed(res, req.method);
  next();
};

const allowPageMethods: RequestHandler = (req, res, next) => {
  if ((PAGE_METHODS as readonly string[]).includes(req.method)) return next();
  methodNotAllowed(res, req.method);
};

/**
 * A body the action's `request.formData()` would throw on (JSON, text, no type, multipart
 * without a boundary) is refused here with a message instead of surfacing as a 500.
 */
const requireFormBody: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  const [mediaType = '', ...parameters] = (req.get('content-type') ?? '').split(';');
  const type = mediaType.trim().toLowerCase();
  if (type === URLENCODED_TYPE) return next();
  if (type !== MULTIPART_TYPE) {
    res.status(415).json({ message: WRONG_FORM_TYPE_MESSAGE });
    return;
  }
  const hasBoundary = parameters.some((parameter) =>
    /^boundary=("?)[^"]+\1$/i.test(parameter.trim()),
  );
  if (hasBoundary) return next();
  res.status(400).json({ message: MISSING_BOUNDARY_MESSAGE });
};

/**
 * Everything a page request passes before React Router's handler, in order: the method, the
 * form's type, its declared size, then the per-address write limit for whatever may run an
 * action (shared by every instance with REDIS_URL). The body's actual size is capped by
 * capPageBody around the handler itself.
 */
export function pageGuards({
  limiters,
  writesPerMinute,
}: {
  limiters: Limiters;
  writesPerMinute: number;
}): RequestHandler[] {
  const writes = writeRateLimit(limiters, 'pages', writesPerMinute);
  return [
    allowPageMethods,
    requireFormBody,
    refuseDeclaredOversize(PAGE_BODY_MAX_BYTES),
    (req, res, next) =>
      req.method === 'GET' || req.method === 'HEAD' ? next() : writes(req, res, next),
  ];
}
