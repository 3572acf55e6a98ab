/**
 * Readable log lines for a person at a terminal: pino's JSON line (already redacted) becomes
 * `14:05:01 GET /blog 200 12 ms`, a warning or error names its level and carries the error's
 * message and stack. Machines (log shippers, `LOG_FORMAT=json`) keep pino's JSON as it is.
 */

export type LogFormat = 'pretty' | 'json';

/** pino's numeric levels; info goes unlabelled, being what nearly every line is. */
const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line carries or that the message already says (the request line's parts). */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'err',
  'req',
  'res',
  'responseTime',
]);

const STACK_INDENT = '    ';

/** What to write when the format was not asked for: a person at a terminal reads, else JSON. */
export function resolveLogFormat(
  asked: LogFormat | undefined,
  isTTY: boolean | undefined,
): LogFormat {
  return asked ?? (isTTY ? 'pretty' : 'json');
}

/** One pino JSON line (with or without its newline) as one or more readable lines. */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null) return ensureNewline(line);
    entry = parsed as Record<string, unknown>;
  } catch {
    return ensureNewline(line);
  }
  const parts = [clockTime(entry.time)];
  const label = typeof entry.level === 'number' ? LEVEL_LABELS[entry.level] : undefined;
  if (label) parts.push(label);
  if (typeof entry.msg === 'string' && entry.msg !== '') parts.push(entry.msg);
  const extras = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  parts.push(...extras);
  const error = describeError(entry.err);
  return `${parts.join(' ')}${error ? `\n${error}` : ''}\n`;
}

/**
 * A pino destination that writes readable lines to `out`. pino hands a destination one JSON
 * line per write, after redaction, so secrets are masked before they are formatted.
 */
export function prettyDestination(out: { write(text: string): unknown }) {
  return {
    write: (line: string) => {
      out.write(formatLogLine(line));
    },
  };
}

/** The local wall-clock time, HH:MM:SS: a terminal session needs no date. */
function clockTime(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/** pino's error serializer gives {type, message, stack}; the stack already starts with both. */
function describeError(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { message, stack } = err as { message?: unknown; stack?: unknown };
  const text = typeof stack === 'string' ? stack : typeof message === 'string' ? message : '';
  if (text === '') return undefined;
  return text
    .split('\n')
    .map((row) => STACK_INDENT + row)
    .join('\n');
}

function ensureNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
