import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this file: the same answer whether the server runs
 * from source (server/) or from the bundle (build/server-entry/).
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot();

export function projectPath(...segments: string[]): string {
  return path.join(root, ...segments);
}
