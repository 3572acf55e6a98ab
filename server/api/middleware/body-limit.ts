import type { RequestHandler, Response } from 'express';

const BYTES_PER_KB = 1024;

export const bodyTooLargeMessage = (limitBytes: number) =>
  `Request body is too large (limit ${limitBytes / BYTES_PER_KB} kB)`;

/**
 * Answers 413 and closes the connection once the response is out: the rest of the body is
 * never read or waited for (Node discards whatever still arrives until the socket closes).
 */
export function refuseTooLarge(res: Response, limitBytes: number): void {
  res.set('Connection', 'close');
  res.status(413).json({ message: bodyTooLargeMessage(limitBytes) });
}

/**
 * A body whose declared Content-Length is over the limit is refused before a byte of it is
 * read. body-parser would refuse it too, but only after draining the whole declared length,
 * so a client announcing 300 MB and sending a trickle would hold the request open.
 */
export function refuseDeclaredOversize(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > limitBytes) return refuseTooLarge(res, limitBytes);
    next();
  };
}
