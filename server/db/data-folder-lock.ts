import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * The embedded database belongs to one process at a time: two PGlite instances writing the same
 * folder corrupt it. The holder writes its process id beside the folder; a second opener (a
 * second server, or `npm run owner:password` while the site runs) is refused, naming the holder.
 * A file left behind by a process that died is taken over.
 */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${pid}.`);
  }
}

export interface DataFolderLock {
  release(): void;
}

export function lockDataFolder(dataDir: string): DataFolderLock {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataFolderInUseError(dataDir, holder);
    }
    rmSync(file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
