import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a comment, a doc or a decision note names must exist, so a reader sent
 * to a file finds it (a renamed or moved file takes its mentions along). The sample posts are
 * exempt: their prose is about other code bases.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_FOLDERS = [
  'app',
  'bench',
  'common',
  'docs',
  'drizzle',
  'eslint-rules',
  'labs-static',
  'patches',
  'public',
  'scripts',
  'server',
  'tests',
];
/** Generated or installed, never read for mentions. */
const SKIPPED = new Set([
  '.git',
  '.ci',
  '.react-router',
  'node_modules',
  'build',
  'data',
  'test-results',
  'playwright-report',
  'labs-static/dist',
  'bench/results',
  'common/sample-content',
]);
/** Made by a command, so named before it exists. */
const GENERATED = ['bench/results/'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const JSON_WITH_COMMENTS = /^tsconfig[\w.-]*\.json$/;

/** Not after a character that makes it part of a URL, an alias (`#app/`) or a longer name. */
const BOUNDARY = String.raw`(?<![\w./#@$~-])`;
const FOLDER_PATH = new RegExp(
  `${BOUNDARY}((?:${TOP_FOLDERS.join('|')})/[\\w.\\-/$\\[\\]#<>*{}…]*)`,
  'g',
);
/** Files at the root, named without a folder. */
const ROOT_FILE = new RegExp(
  String.raw`${BOUNDARY}((?:tsconfig[\w.-]*\.json|[\w-]+\.config\.(?:ts|js|mjs)|package(?:-lock)?\.json|README\.md|\.env\.example))(?![\w/-])`,
  'g',
);

function filesUnder(relative: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (SKIPPED.has(child)) continue;
    if (entry.isDirectory()) found.push(...filesUnder(child));
    else found.push(child);
  }
  return found;
}

/** The comments of a source file, as the TypeScript scanner finds them (strings stay out). */
function commentsOf(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) starts.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...starts.values()];
}

/** CSS has block comments only, and no string holds a comment opener in ours. */
const cssCommentsOf = (text: string) => text.match(/\/\*[\s\S]*?\*\//g) ?? [];

function textsToRead(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (file.endsWith('.md')) return [text];
  if (file.endsWith('.css')) return cssCommentsOf(text);
  if (SOURCE.test(file) || JSON_WITH_COMMENTS.test(path.basename(file))) {
    return commentsOf(file, text);
  }
  return [];
}

/** The paths a text names; placeholders and globs (`<name>`, `*`, `…`) are patterns, not paths. */
function pathsNamedIn(text: string): string[] {
  const named = [...text.matchAll(FOLDER_PATH), ...text.matchAll(ROOT_FILE)].map(
    ([, found]) => found!,
  );
  return named
    .map((found) => found.replace(/[.,:;)\]]+$/, ''))
    .filter((found) => !/[*<>…{}]/.test(found));
}

describe('repository paths in comments and docs', () => {
  it('finds the paths a comment names, and not URLs, aliases or patterns', () => {
    const comment =
      '// see server/server.ts, docs/product.md#labs and tsconfig.json; not https://x.io/app/a, ' +
      '#app/lib/x, app/features/<name>/ or app/**/*.test.ts. Also `labs-static/`.';
    expect(pathsNamedIn(comment)).toEqual([
      'server/server.ts',
      'docs/product.md#labs',
      'labs-static/',
      'tsconfig.json',
    ]);
  });

  it('names only files and folders that exist', () => {
    const missing: string[] = [];
    for (const file of filesUnder('')) {
      for (const text of textsToRead(file)) {
        for (const named of pathsNamedIn(text)) {
          const target = named.split('#')[0]!;
          if (GENERATED.some((folder) => target.startsWith(folder))) continue;
          if (!existsSync(path.join(ROOT, target))) missing.push(`${file}: ${named}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
