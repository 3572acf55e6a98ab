import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { announcingStores } from './content/announcing-stores';
import { createLocalContentEvents, createSharedContentEvents } from './content/content-events';
import { createDbStores } from './content/db-stores';
import { exportPostFolder, importPostFolder, type FolderReport } from './content-files/post-folder';
import { openDatabase } from './db/client';
import { DataFolderInUseError, lockDataFolder } from './db/data-folder-lock';
import { createLogger } from './logger';
import { connectRedis } from './redis';

/**
 * `npm run content:import <folder>` and `npm run content:export <folder>`: posts as Markdown
 * files with YAML front matter, kept in git (docs/product.md#posts-in-git). With the embedded
 * database the site must be stopped first (two processes on one PGlite folder corrupt it); with
 * DATABASE_URL it may run, and with REDIS_URL its instances hear of what the import changed.
 */
const USAGE = 'Usage: npm run content:import <folder>   or   npm run content:export <folder>';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const [command, folderArgument] = process.argv.slice(2);
if ((command !== 'import' && command !== 'export') || !folderArgument) fail(USAGE);
const folder = path.resolve(folderArgument!);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const pgliteDir = path.join(config.DATA_DIR, 'pglite');
if (!config.DATABASE_URL) refuseWhileHeld(pgliteDir);

const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: pgliteDir },
);
const logger = createLogger(config.LOG_LEVEL);
const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : null;
const events = redis ? await createSharedContentEvents(redis, logger) : createLocalContentEvents();
const report: FolderReport = { line: (text) => console.log(text) };
try {
  await database.withStartupLock(() => database.migrate());
  const { posts, profile } = announcingStores(createDbStores(database.db), events);
  if (command === 'import') {
    const summary = await importPostFolder(posts, folder, {
      author: (await profile.get()).name,
      report,
    });
    console.log(
      `${summary.created.length} created, ${summary.updated.length} updated, ` +
        `${summary.unchanged.length} unchanged, ${summary.refused.length} refused.`,
    );
    if (summary.refused.length > 0) process.exitCode = 1;
  } else {
    const summary = await exportPostFolder(posts, folder, { report });
    console.log(
      `${summary.written.length} written, ${summary.unchanged.length} unchanged, in ${folder}.`,
    );
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') fail(`No such folder: ${folder}`);
  throw error;
} finally {
  await database.close();
  await events.close();
  await redis?.close();
}

function refuseWhileHeld(dataDir: string) {
  try {
    lockDataFolder(path.resolve(dataDir)).release();
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    fail(
      `${error.message}\nThe site is running on it: stop it first, then run this again ` +
        '(with DATABASE_URL the site may keep running).',
    );
  }
}
