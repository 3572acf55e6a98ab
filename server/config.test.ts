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

describe('loadConfig: room storage and expiry', () => {
  it('defaults to a 1024 MB budget and 90 idle days', () => {
    const config = loadConfig({ ...BASE });
    expect(config.ROOM_STORAGE_MAX_MB).toBe(1024);
    expect(config.ROOM_IDLE_EXPIRY_DAYS).toBe(90);
  });

  it('stops start-up on anything but a positive whole number, naming the variable', () => {
    for (const name of ['ROOM_STORAGE_MAX_MB', 'ROOM_IDLE_EXPIRY_DAYS']) {
      for (const value of ['0', '-1', '1.5', 'lots']) {
        expect(() => loadConfig({ ...BASE, [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`${name}: must be`),
        );
      }
    }
  });
});
