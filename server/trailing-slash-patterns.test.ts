import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from './paths';

const SOURCE_FOLDERS = ['app', 'common', 'server', 'labs-static'];
/** The one linear implementation, its own tests, and this file. */
const EXEMPT =
  /(common[\\/]trailing-slashes(\.test)?|server[\\/]trailing-slash-patterns\.test)\.ts$/;
/** A regular expression for a run of slashes at the end: slash, then + or *, then $. */
const SLASH_RUN_AT_END = /\\\/[+*]\$|\[[^\]]*\\\/[^\]]*\][+*]\$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(projectPath(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file));
}

describe('trailing slashes', () => {
  // V8's backtracking tries such a pattern at every slash of a run and walks the rest of the run
  // each time: a path of 15,000 slashes and a letter cost a quarter of a second per request.
  it('are trimmed only by common/trailing-slashes.ts, never by a regular expression', () => {
    const offenders = SOURCE_FOLDERS.flatMap(sourceFiles)
      .filter((file) => !EXEMPT.test(file))
      .flatMap((file) =>
        readFileSync(projectPath(file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            SLASH_RUN_AT_END.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
