import type { Request, RequestHandler, Response } from 'express';

const BYTES_PER_KB = 1024;

export const bodyTooLargeMessage = (limitBytes: number) =>
  `Request body is too large (limit ${limitBytes / BYTES_PER_KB} kB)`;

/**
 * How long a refused body may go on arriving after the 413 went out. Closing at once would
 * reset the connection under a client that is still sending, and a reset can throw away the
 * answer before the client has read it; so what arrives is discarded for a moment first.
 */
const REFUSED_BODY_LINGER_MS = 1000;

/** A body limit, with the words a refusal uses when the generic ones would not help. */
export interface BodyLimit {
  bytes: number;
  message?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A form sent without JavaScript shows the answer as a page: a short one that says why and
 * leads back, instead of JSON.
 */
function tooLargePage(message: string, backTo: string): string {
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Too large</title><main><h1>Too large</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(backTo)}">Go back</a></p></main></html>`
  );
}

/**
 * Answers 413, then closes the connection shortly after: the rest of the body is never
 * parsed or kept (Node discards it), and never waited for beyond REFUSED_BODY_LINGER_MS.
 */
export function refuseTooLarge(
  res: Response,
  limitBytes: number,
  message = bodyTooLargeMessage(limitBytes),
): void {
  res.once('finish', () => {
    const socket = res.req.socket;
    const timer = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  res.status(413);
  if (res.req.get('sec-fetch-mode') === 'navigate') {
    res.type('html').send(tooLargePage(message, res.req.originalUrl.split('?')[0] ?? '/'));
  } else {
    res.json({ message });
  }
}

/**
 * A body whose declared Content-Length is over the limit is refused before a byte of it is
 * read. body-parser would refuse it too, but only after draining the whole declared length,
 * so a client announcing 300 MB and sending a trickle would hold the request open.
 */
export function refuseDeclaredOversize(
  limit: number | ((req: Request) => BodyLimit),
): RequestHandler {
  return (req, res, next) => {
    const { bytes, message } = typeof limit === 'number' ? { bytes: limit } : limit(req);
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > bytes) return refuseTooLarge(res, bytes, message);
    next();
  };
}
