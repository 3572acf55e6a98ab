import type { Request, RequestHandler, Response } from 'express';
import {
  IMAGE_PAGE_PATH,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PATH,
  imageMessages,
} from '#common/images.ts';
import { API_JSON_BODY_LIMIT_BYTES } from '../limits/bounds';
import {
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_UPLOAD_PATH,
} from '#common/profile-schemas.ts';
import { refuseDeclaredOversize, type BodyLimit } from '../api/middleware/body-limit';
import type { VisitorWrites, VisitorWriteResult } from '#common/load-context.ts';
import { RATE_LIMITED_MESSAGE, writeRateLimit } from '../api/middleware/rate-limit';
import type { Limiters } from '../limits/limiter';

/** Page forms get the API's body limit: a comment or a contact message fits well within it. */
export const PAGE_BODY_MAX_BYTES = API_JSON_BODY_LIMIT_BYTES;
/** The console's résumé upload: the file, and room for the multipart wrapping around it. */
const RESUME_UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** The console's image uploads: the file, its alt text and the multipart envelope around them. */
const IMAGE_UPLOAD_PATHS = new Set([IMAGE_PAGE_PATH, IMAGE_UPLOAD_PATH]);
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const IMAGE_UPLOAD_BODY_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

/** How large a page's POST body may be: the image upload pages take a file, others a form. */
/**
 * How large a page form's body may be: the console's uploads (images, the résumé) are the
 * exceptions. Their actions ask for the owner before they read a byte of the body, so nobody else
 * gets a larger one parsed.
 */
export function pageBodyLimit(req: Pick<Request, 'path'>): BodyLimit {
  const path = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
  if (IMAGE_UPLOAD_PATHS.has(path)) {
    return { bytes: IMAGE_UPLOAD_BODY_MAX_BYTES, message: imageMessages.tooLarge };
  }
  if (path === RESUME_UPLOAD_PATH) {
    return { bytes: RESUME_UPLOAD_BODY_MAX_BYTES, message: RESUME_TOO_LARGE_MESSAGE };
  }
  return { bytes: PAGE_BODY_MAX_BYTES };
}

/** Pages are read (GET, HEAD) and take their forms by POST; nothing else reaches an action. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
const ALLOW_HEADER = PAGE_METHODS.join(', ');

/** What React Router's form actions can parse: plain and browser multipart forms. */
const URLENCODED_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

export const WRONG_FORM_TYPE_MESSAGE = `Forms must be sent as ${URLENCODED_TYPE} or ${MULTIPART_TYPE}`;
export const MISSING_BOUNDARY_MESSAGE = `A ${MULTIPART_TYPE} body needs a boundary parameter`;

export const methodNotAllowedMessage = (method: string) =>
  `The method ${method} is not allowed here`;

const methodNotAllowed = (res: Response, method: string) => {
  res.set('Allow', ALLOW_HEADER);
  res.status(405).json({ message: methodNotAllowedMessage(method) });
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

const TOO_MANY_REQUESTS = 429;

/** Set on `res.locals` when a page POST is over the write limit. */
type PageLocals = { writeRefusal?: VisitorWriteResult<never> };

/**
 * The visitor writes a page's action may make in this request: none when the request is over
 * the write limit. The action still runs, so a form posted without JavaScript comes back with
 * the refusal and what the visitor typed, not a bare JSON answer that loses it.
 */
export function visitorWritesFor(res: Response, writes: VisitorWrites): VisitorWrites {
  const refusal = (res.locals as PageLocals).writeRefusal;
  if (!refusal) return writes;
  const refuse = () => Promise.resolve(refusal);
  return { submitComment: refuse, submitContact: refuse };
}

/**
 * Everything a page request passes before React Router's handler, in order: the method, the
 * form's type, its declared size, then the per-address write limit for whatever may run an
 * action (shared by every instance with REDIS_URL; see `visitorWritesFor`). The body's actual
 * size is capped by capPageBody around the handler itself.
 */
export function pageGuards({
  limiters,
  writesPerMinute,
}: {
  limiters: Limiters;
  writesPerMinute: number;
}): RequestHandler[] {
  const writes = writeRateLimit(limiters, 'pages', writesPerMinute, (res, next) => {
    const refusal: VisitorWriteResult<never> = {
      ok: false,
      status: TOO_MANY_REQUESTS,
      message: RATE_LIMITED_MESSAGE,
    };
    (res.locals as PageLocals).writeRefusal = refusal;
    next();
  });
  return [
    allowPageMethods,
    requireFormBody,
    refuseDeclaredOversize(pageBodyLimit),
    (req, res, next) =>
      req.method === 'GET' || req.method === 'HEAD' ? next() : writes(req, res, next),
  ];
}
