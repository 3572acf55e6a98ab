import type { RequestHandler } from 'express';

export const MALFORMED_HOST_MESSAGE = 'The Host header must be a host name and an optional port';

/**
 * A host name, an IPv4 address or a bracketed IPv6 address, then an optional port: what
 * RFC 9110 allows in Host, without user information. Anchored at both ends, with no overlap
 * between its parts, so it reads a long value once.
 */
const HOST_HEADER = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * Refuses a request whose Host is not a host (a path, `?`, `#`, `\`, a space...): the site never
 * builds an address from Host (pages render at PUBLIC_URL's origin), but such a request is
 * malformed by definition (RFC 9112 asks for a 400) and nothing behind this should see it. An
 * absent Host (HTTP/1.0) is let through; Node refuses HTTP/1.1 without one.
 */
export const refuseMalformedHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (host === undefined || host === '' || HOST_HEADER.test(host)) return next();
  res.status(400).json({ message: MALFORMED_HOST_MESSAGE });
};
