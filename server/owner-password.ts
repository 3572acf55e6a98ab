import path from 'node:path';
import { read } from 'read';
import { ownerPasswordSchema } from '#common/owner-password.ts';
import { ConfigError, loadConfig } from './config';
import { createOwnerAuth } from './auth/owner-auth';
import { createDbOwnerAuthStore } from './auth/owner-store';
import { openDatabase } from './db/client';
import { DataFolderInUseError, lockDataFolder } from './db/data-folder-lock';
import { createLimiters } from './limits/limiter';

/**
 * `npm run owner:password`: sets the console's password from a terminal, typed twice without
 * echo (or one line on standard input, for scripts). Every signed-in device is signed out.
 */
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const pgliteDir = path.join(config.DATA_DIR, 'pglite');
// Asked before the password is typed, so nobody types it twice only to be refused.
if (!config.DATABASE_URL) refuseWhileHeld(pgliteDir);
const password = await askPassword();
const checked = ownerPasswordSchema.safeParse(password);
if (!checked.success) fail(checked.error.issues[0]!.message);

const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: pgliteDir },
);
try {
  await database.withStartupLock(() => database.migrate());
  const auth = createOwnerAuth({
    store: createDbOwnerAuthStore(database.db),
    limiters: createLimiters(),
    adminToken: config.ADMIN_TOKEN,
  });
  const result = await auth.setPassword(password);
  if (!result.ok) fail(result.message);
  console.log('Password set. Every device that was signed in has been signed out.');
} finally {
  await database.close();
}

function refuseWhileHeld(dataDir: string) {
  try {
    lockDataFolder(path.resolve(dataDir)).release();
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    fail(
      `${error.message}\nThe site is running on it: stop it first, then run this again. Or, while ` +
        'it runs, set the password in the browser: open /admin and present ADMIN_TOKEN.',
    );
  }
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const first = await read({ prompt: 'New password for the console: ', silent: true, replace: '' });
  const second = await read({ prompt: 'The same password again: ', silent: true, replace: '' });
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}
