import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

/**
 * One line a request, bounded: a 14 kB URL must not become a 28 kB line. Past this the URL is
 * cut and says how much was left out.
 */
export const LOGGED_URL_MAX_CHARS = 200;
/** Client errors (4xx) logged per address and minute; past it they are counted, not written. */
export const CLIENT_ERRORS_LOGGED_PER_MINUTE = 20;
const CLIENT_ERROR_WINDOW_MS = 60_000;
/**
 * Addresses whose client errors are being counted at once. Past it the oldest is let go (its
 * count written first), so the log's own memory stays bounded under any number of addresses.
 */
export const CLIENT_ERROR_ADDRESSES_MAX = 10_000;

/** The URL as logged: at most LOGGED_URL_MAX_CHARS, then how many characters were cut. */
export function loggedUrl(url: string | undefined): string {
  if (url === undefined) return '';
  if (url.length <= LOGGED_URL_MAX_CHARS) return url;
  return `${url.slice(0, LOGGED_URL_MAX_CHARS)}…(+${url.length - LOGGED_URL_MAX_CHARS} chars)`;
}

interface AddressWindow {
  start: number;
  logged: number;
  suppressed: number;
}

/**
 * Which client errors are logged: the first CLIENT_ERRORS_LOGGED_PER_MINUTE of an address in
 * its minute; the rest are counted, and the count is reported once the minute is over (with
 * the address's next client error, or at the next sweep: once a minute, on any client error).
 */
export class ClientErrorBudget {
  private readonly windows = new Map<string, AddressWindow>();
  private lastSweep: number;

  constructor(
    private readonly report: (address: string, suppressed: number) => void,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.lastSweep = clock();
  }

  /** True when this client error of `address` is to be logged. */
  admit(address: string): boolean {
    const now = this.clock();
    if (now - this.lastSweep >= CLIENT_ERROR_WINDOW_MS) this.sweep(now);
    let window = this.windows.get(address);
    if (window && now - window.start >= CLIENT_ERROR_WINDOW_MS) {
      this.close(address, window);
      window = undefined;
    }
    if (!window) {
      if (this.windows.size >= CLIENT_ERROR_ADDRESSES_MAX) this.evictOldest();
      window = { start: now, logged: 0, suppressed: 0 };
      this.windows.set(address, window);
    }
    if (window.logged < CLIENT_ERRORS_LOGGED_PER_MINUTE) {
      window.logged += 1;
      return true;
    }
    window.suppressed += 1;
    return false;
  }

  /** Addresses being counted (for tests: it never passes CLIENT_ERROR_ADDRESSES_MAX). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    this.lastSweep = now;
    for (const [address, window] of this.windows) {
      if (now - window.start >= CLIENT_ERROR_WINDOW_MS) this.close(address, window);
    }
  }

  private evictOldest() {
    const oldest = this.windows.entries().next().value;
    if (oldest) this.close(...oldest);
  }

  private close(address: string, window: AddressWindow) {
    this.windows.delete(address);
    if (window.suppressed > 0) this.report(address, window.suppressed);
  }
}

type LoggedRequest = IncomingMessage & { originalUrl?: string; ip?: string };

/**
 * pino-http set up for the site: one short line a request (method, URL cut to
 * LOGGED_URL_MAX_CHARS, status, time), errors at error, client errors at warn within each
 * address's ClientErrorBudget. The path as asked: a router mounted on a prefix (/api) has cut it
 * off req.url by the time the answer is logged.
 */
export function requestLogger(logger: Logger) {
  const budget = new ClientErrorBudget((address, suppressed) => {
    logger.warn(
      { address, suppressed },
      `${suppressed} more client errors from ${address} in a minute were not logged`,
    );
  });
  const askedUrl = (req: LoggedRequest) => loggedUrl(req.originalUrl ?? req.url);
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
    customLogLevel: (req: LoggedRequest, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode < 400) return 'info';
      const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      return budget.admit(address) ? 'warn' : 'silent';
    },
    customSuccessMessage: (req: LoggedRequest, res: ServerResponse, responseTime: number) =>
      `${req.method} ${askedUrl(req)} ${res.statusCode} ${Math.round(responseTime)} ms`,
    customErrorMessage: (req: LoggedRequest, res: ServerResponse) =>
      `${req.method} ${askedUrl(req)} ${res.statusCode} failed`,
    // The line's message already says what was asked: the request is not written again.
    serializers: {
      req: () => undefined,
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
