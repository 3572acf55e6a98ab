import type { IncomingMessage } from 'node:http';

/**
 * Which page origins may drive a socket: PUBLIC_URL's, plus any localhost port outside
 * production. A request without Origin comes from no browser page (browsers send it on every
 * cross-origin request and every WebSocket), so it is let through.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createOriginCheck(publicUrl: string, allowLocalhost: boolean) {
  const allowed = new URL(publicUrl).origin;
  return (origin: string | undefined): boolean => {
    if (origin === undefined) return true;
    if (origin === allowed) return true;
    if (!allowLocalhost) return false;
    try {
      const url = new URL(origin);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname)
      );
    } catch {
      return false;
    }
  };
}

/** The client address as Express sees it with `trust proxy` set to a hop count. */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const remote = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [remote, ...list];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? remote;
}
