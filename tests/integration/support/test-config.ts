import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#server/config.ts';

/**
 * The configuration a test server starts with: test mode, a data directory of its own, and a
 * silent log unless TEST_LOG_LEVEL asks to see it. `env` adds to and overrides it.
 */
export function testConfig(dataDirPrefix: string, env: Record<string, string | undefined>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), dataDirPrefix)),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
}
