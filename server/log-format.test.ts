import { describe, expect, it } from 'vitest';
import { formatLogLine, resolveLogFormat } from './log-format';
import { createLogger } from './logger';

// 25 November 2026, 14:05:01 local time: the formatter prints the machine's wall clock.
const AT = new Date(2026, 10, 25, 14, 5, 1).getTime();
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ pid: 7, hostname: 'box', time: AT, ...entry });

function capture() {
  const lines: string[] = [];
  return { lines, out: { write: (text: string) => void lines.push(text) } };
}

describe('formatLogLine', () => {
  it('turns a request line into time, method, path, status and duration', () => {
    const request = line({
      level: 30,
      req: { method: 'GET', url: '/blog' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'GET /blog 200 12 ms',
    });
    expect(formatLogLine(`${request}\n`)).toBe('14:05:01 GET /blog 200 12 ms\n');
  });

  it('prints the start line as it is said', () => {
    const start = line({ level: 30, msg: 'Serving http://localhost:3000 (listening on …)' });
    expect(formatLogLine(start)).toBe('14:05:01 Serving http://localhost:3000 (listening on …)\n');
  });

  it('labels warnings and shows an error with its message and stack, indented', () => {
    expect(formatLogLine(line({ level: 40, msg: 'GET /nope 404 3 ms' }))).toBe(
      '14:05:01 WARN GET /nope 404 3 ms\n',
    );
    const error = line({
      level: 50,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at run (server/app.ts:1:1)' },
      url: '/api/x',
      msg: 'Unexpected error',
    });
    expect(formatLogLine(error)).toBe(
      '14:05:01 ERROR Unexpected error url=/api/x\n' +
        '    Error: boom\n' +
        '        at run (server/app.ts:1:1)\n',
    );
  });

  it("falls back to the error's message when it has no stack", () => {
    const error = line({ level: 60, err: { message: 'disk full' }, msg: 'Giving up' });
    expect(formatLogLine(error)).toBe('14:05:01 FATAL Giving up\n    disk full\n');
  });

  it('keeps other fields short, and passes a line that is not JSON through', () => {
    expect(formatLogLine(line({ level: 30, room: 'abc', count: 2, msg: 'Joined' }))).toBe(
      '14:05:01 Joined room=abc count=2\n',
    );
    expect(formatLogLine('not json')).toBe('not json\n');
  });
});

describe('resolveLogFormat', () => {
  it('reads on a terminal, writes JSON elsewhere, and does as asked', () => {
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
    expect(resolveLogFormat(undefined, undefined)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('createLogger', () => {
  it('pretty lines still mask secrets', () => {
    const { lines, out } = capture();
    const logger = createLogger('info', { format: 'pretty', out });
    logger.warn({ user: { password: 'hunter2', name: 'ann' }, room: { token: 't0k' } }, 'Login');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN Login /);
    expect(lines[0]).toContain('[redacted]');
    expect(lines[0]).not.toContain('hunter2');
    expect(lines[0]).not.toContain('t0k');
  });

  it('an error logged with err shows its message and stack', () => {
    const { lines, out } = capture();
    createLogger('info', { format: 'pretty', out }).error({ err: new Error('boom') }, 'Failed');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d ERROR Failed\n {4}Error: boom\n {8}at /);
  });

  it('json stays one pino JSON line, masked too', () => {
    const { lines, out } = capture();
    createLogger('info', { format: 'json', out }).info({ user: { password: 'hunter2' } }, 'Hi');
    const entry = JSON.parse(lines[0]!) as { msg: string; user: { password: string } };
    expect(entry.msg).toBe('Hi');
    expect(entry.user.password).toBe('[redacted]');
  });
});
