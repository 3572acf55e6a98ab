import { pino, type Logger } from 'pino';
import { prettyDestination, type LogFormat } from './log-format';

export type { Logger };

export interface LoggerOptions {
  /** 'json' (pino's own lines, the default) or 'pretty' (one readable line an event). */
  format?: LogFormat;
  /** Where lines go (default: standard output); tests hand in their own. */
  out?: { write(text: string): void };
}

export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    // Secrets never reach the log: tokens, cookies and passwords are masked wherever they appear.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.roomToken',
      ],
      censor: '[redacted]',
    },
  };
  if (options.format === 'pretty') {
    return pino(settings, prettyDestination(options.out ?? process.stdout));
  }
  return options.out ? pino(settings, options.out) : pino(settings);
}
