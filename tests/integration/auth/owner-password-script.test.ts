import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerPasswordMatches } from '#server/auth/password-hash.ts';
import { openDatabase } from '#server/db/client.ts';
import { lockDataFolder } from '#server/db/data-folder-lock.ts';
import { ownerAccount } from '#server/db/schema.ts';
import { projectPath } from '#server/paths.ts';

/** `npm run owner:password` as the README gives it, with the password on standard input. */
function runOwnerPassword(dataDir: string, input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/owner-password.ts'], {
      cwd: projectPath(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'owner-password-'));
// The site has run here once: its embedded database exists, as it does for an owner.
beforeAll(async () => {
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('refuses, naming the holder, while the site holds the embedded database', async () => {
  const lock = lockDataFolder(path.resolve(dataDir, 'pglite'));
  try {
    const { code, output } = await runOwnerPassword(dataDir, 'a long enough password\n');
    expect(code).toBe(1);
    expect(output).toContain(`is in use by process ${process.pid}`);
    expect(output).toContain('stop it first');
  } finally {
    lock.release();
  }
});

it('sets the password given on standard input, and refuses a short one', async () => {
  expect(await runOwnerPassword(dataDir, 'short\n')).toMatchObject({ code: 1 });
  const { code, output } = await runOwnerPassword(dataDir, 'a long enough password\n');
  expect(output).toContain('Password set.');
  expect(code).toBe(0);
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const [account] = await database.db.select().from(ownerAccount);
    expect(await ownerPasswordMatches('a long enough password', account!.passwordHash)).toBe(true);
  } finally {
    await database.close();
  }
});
