import type { RequestHandler, Response } from 'express';

const BYTES_PER_KB = 1024;

export const bodyTooLargeMessage = (limitBytes: number) =>
  `Request body is too large (limit ${limitBytes / BYTES_PER_KB} kB)`;

/**
 * How long a refused body may go on arriving after the 413 went out. Closing at once would
 * reset the connection under a client that is still sending, and a reset can throw away the
 * answer before the client has read it; so what arrives is discarded for a moment first.
 */
const REFUSED_BODY_LINGER_MS = 1000;

/**
 * Answers 413, then closes the connection shortly after: the rest of the body is never
 * parsed or kept (Node discards it), and never waited for beyond REFUSED_BODY_LINGER_MS.
 */
export function refuseTooLarge(res: Response, limitBytes: number): void {
  res.once('finish', () => {
    const socket = res.req.socket;
    const timer = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
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
