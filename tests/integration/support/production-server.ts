import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { projectPath } from '#server/paths.ts';

/**
 * Whether `npm run build` has run: startServer serves the production build, so suites that
 * start it are skipped without one, and say so once.
 */
export function productionBuildReady(suite: string): boolean {
  const ready = existsSync(projectPath('build', 'server', 'index.js'));
  if (!ready) console.warn(`NOTICE: no production build: the ${suite} are skipped.`);
  return ready;
}

/**
 * startServer's configuration for a test: a free port on 127.0.0.1 and a new data folder (whose
 * path is returned, for the suite to remove), silent unless `env` says otherwise.
 */
export function productionTestConfig(
  dataDirPrefix: string,
  env: Record<string, string | undefined> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { config, dataDir };
}
