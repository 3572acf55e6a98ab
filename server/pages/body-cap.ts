import type { RequestHandler } from 'express';
import { refuseTooLarge } from '../api/middleware/body-limit';

class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Wraps React Router's handler so that a body without a declared length (chunked) is cut off
 * as soon as it grows past `limitBytes`. Declared lengths are refused before this
 * (refuseDeclaredOversize), and Node never delivers more than the declared length.
 *
 * The adapter reads the body through 'data' events it subscribes to synchronously when called,
 * so subscribing here, just before calling it, counts every chunk the adapter sees (this
 * listener runs first) without buffering or replaying anything.
 */
export function capPageBody(
  pages: RequestHandler,
  limitOf: (path: string) => number,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return pages(req, res, next);
    const limitBytes = limitOf(req.path);
    let receivedBytes = 0;
    const count = (chunk: Buffer) => {
      receivedBytes += chunk.length;
      if (receivedBytes <= limitBytes) return;
      req.off('data', count);
      if (!res.headersSent) refuseTooLarge(res, limitBytes);
      // Destroyed at once, not after the response: the adapter must never see the end of a
      // refused body, or the action would parse and store it anyway.
      req.destroy(new BodyTooLargeError('Request body is too large'));
    };
    req.on('data', count);
    req.once('end', () => req.off('data', count));
    return pages(req, res, next);
  };
}
