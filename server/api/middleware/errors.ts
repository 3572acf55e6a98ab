import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_JSON_BODY_LIMIT_BYTES } from '../../limits/bounds';
import type { Logger } from '../../logger';
import { bodyTooLargeMessage } from './body-limit';

/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export const unknownRoute: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
};

/**
 * Every error under /api ends here as JSON `{message}`. Client mistakes (our HttpErrors, and the
 * 4xx errors Express and body-parser raise: malformed JSON, too large, bad encoding) keep their
 * status; anything else is a bug, logged in full and answered with a bland 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = clientErrorStatus(error);
    if (status === undefined) {
      logger.error({ err: error }, 'Unexpected error in an API call');
      res.status(500).json({ message: 'Internal server error' });
      return;
    }
    res.status(status).json({ message: clientMessage(error, status) });
  };
}

/** The 4xx status of a client's mistake (ours or one Express raised), else undefined. */
export function clientErrorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === 'number' ? status : statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate < 500
    ? candidate
    : undefined;
}

function clientMessage(error: unknown, status: number): string {
  const { type, message } = error as { type?: unknown; message?: unknown };
  if (type === 'entity.parse.failed') return 'Malformed JSON in request body';
  if (type === 'entity.too.large' || status === 413) {
    return bodyTooLargeMessage(API_JSON_BODY_LIMIT_BYTES);
  }
  if (error instanceof HttpError) return error.message;
  return typeof message === 'string' && message ? message : 'Bad request';
}
