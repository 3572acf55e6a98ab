import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// A secret of its own, so loadConfig never writes one under a data directory.
const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) } as const;

describe('loadConfig: LOG_FORMAT', () => {
  it('is unset by default, so the terminal decides', () => {
    expect(loadConfig({ ...BASE }).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ ...BASE, LOG_FORMAT: '  ' }).LOG_FORMAT).toBeUndefined();
  });

  it('takes pretty and json', () => {
    expect(loadConfig({ ...BASE, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ ...BASE, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
  });

  it('stops start-up on any other value, naming the variable', () => {
    expect(() => loadConfig({ ...BASE, LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, LOG_FORMAT: 'yaml' })).toThrow(
      /LOG_FORMAT: must be pretty or json/,
    );
  });
});
