import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPostFile } from '#common/markdown/post-file.ts';
import type { PostStore } from '#common/stores.ts';
import { exportPostFolder, importPostFolder } from '#server/content-files/post-folder.ts';
import { createDbStores } from '#server/content/db-stores.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { lockDataFolder } from '#server/db/data-folder-lock.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { projectPath } from '#server/paths.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'post-folder-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const quiet = { line: () => undefined };
const lines = () => {
  const said: string[] = [];
  return { said, report: { line: (text: string) => said.push(text) } };
};
const readFolder = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
  );

async function postStore(seed: boolean): Promise<{ posts: PostStore; database: Database }> {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  if (seed) await seedDatabase(database.db);
  return { posts: createDbStores(database.db).posts, database };
}

describe('posts as Markdown files', () => {
  let seeded: { posts: PostStore; database: Database };
  let empty: { posts: PostStore; database: Database };
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([postStore(true), postStore(false)]);
  });
  afterAll(async () => {
    await seeded.database.close();
    await empty.database.close();
  });

  it('exports every post, drafts too, and importing the export changes nothing', async () => {
    const draft = await seeded.posts.create({
      slug: 'folder-draft',
      title: 'A draft: with "quotes"',
      excerpt: '',
      category: 'Notes',
      categories: ['Notes', 'Extra'],
      date: '2025-01-02T03:04:05.000Z',
      image: '',
      featured: true,
      markdown: '| a |\n| - |\n| 1 |\n\n- [ ] task',
      author: 'Someone',
      tags: ['x'],
      draft: true,
    });
    const first = newFolder();
    const exported = await exportPostFolder(seeded.posts, first, { report: quiet });
    expect(exported.written).toHaveLength(samplePosts.length + 1);
    expect(readFileSync(path.join(first, 'folder-draft.md'), 'utf8')).toContain('draft: true');

    const again = await importPostFolder(seeded.posts, first, { author: 'X', report: quiet });
    expect(again).toMatchObject({ created: [], updated: [], refused: [] });
    expect(again.unchanged).toHaveLength(samplePosts.length + 1);
    expect((await seeded.posts.getForOwner(draft._id))?.author).toBe('Someone');

    // Into an empty database, then out again: the same files, byte for byte.
    const created = await importPostFolder(empty.posts, first, { author: 'X', report: quiet });
    expect(created.created).toHaveLength(samplePosts.length + 1);
    const second = newFolder();
    await exportPostFolder(empty.posts, second, { report: quiet });
    expect(readFolder(second)).toEqual(readFolder(first));
    const unchanged = await exportPostFolder(empty.posts, second, { report: quiet });
    expect(unchanged.written).toEqual([]);
  });

  it('imports the sample posts as they are in the repository without a change', async () => {
    const summary = await importPostFolder(
      seeded.posts,
      projectPath('common', 'sample-content', 'posts'),
      { author: 'X', report: quiet },
    );
    expect(summary.unchanged).toHaveLength(samplePosts.length);
  });

  it('says what changed, refuses bad files by name and goes on', async () => {
    const folder = newFolder();
    const base = {
      slug: 'folder-changed',
      title: 'Before',
      date: '2025-01-01T00:00:00.000Z',
      categories: ['Notes'],
      tags: [],
      excerpt: '',
      featured: false,
      cover: '',
      draft: false,
      markdown: 'Body',
    };
    const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
    write('folder-changed.md', formatPostFile(base));
    await importPostFolder(seeded.posts, folder, { author: 'X', report: quiet });
    write('folder-changed.md', formatPostFile({ ...base, title: 'After', markdown: 'New body' }));
    write('Bad Name.md', formatPostFile(base));
    write('folder-code.md', '---js\nglobalThis.frontMatterRan = true\n---\nHi');
    write('folder-tagged.md', '---\ntitle: !!js/function "function () { return 1 }"\n---\n');
    write('folder-unknown.md', formatPostFile(base).replace('draft: false', 'drafts: false'));
    write('folder-date.md', formatPostFile(base).replace('2025-01-01', '2025-02-30'));
    write('notes.txt', 'not a post');
    const { said, report } = lines();
    const summary = await importPostFolder(seeded.posts, folder, { author: 'X', report });
    expect(summary.updated).toEqual(['folder-changed']);
    expect(said).toContain('updated   folder-changed (title, body)');
    expect(summary.refused.map((refused) => refused.file).sort()).toEqual([
      'Bad Name.md',
      'folder-code.md',
      'folder-date.md',
      'folder-tagged.md',
      'folder-unknown.md',
    ]);
    const message = (file: string) => summary.refused.find((r) => r.file === file)?.message;
    expect(message('folder-code.md')).toContain('YAML front matter');
    expect(message('folder-unknown.md')).toContain('Unknown field: drafts');
    expect(message('folder-date.md')).toContain('Date must be an ISO date');
    expect(message('folder-tagged.md')).toContain('Categories');
    expect((globalThis as { frontMatterRan?: boolean }).frontMatterRan).toBeUndefined();
    expect((await seeded.posts.getBySlug('folder-changed'))?.content).toBe('<p>New body</p>');
  });

  it('shows its progress on a long import', async () => {
    const folder = newFolder();
    for (let index = 0; index < 120; index++) {
      writeFileSync(
        path.join(folder, `bulk-${index}.md`),
        formatPostFile({
          slug: `bulk-${index}`,
          title: `Bulk ${index}`,
          date: '2024-01-01T00:00:00.000Z',
          categories: ['Bulk'],
          tags: [],
          excerpt: '',
          featured: false,
          cover: '',
          draft: true,
          markdown: `Post ${index}`,
        }),
      );
    }
    const { said, report } = lines();
    const summary = await importPostFolder(empty.posts, folder, { author: 'X', report });
    expect(summary.created).toHaveLength(120);
    expect(said).toContain('… 50 of 120 files read');
    expect(said).toContain('… 100 of 120 files read');
  });
});

/** `npm run content:import` as the README gives it. */
function runContentCommand(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/content-command.ts', ...args],
      {
        cwd: projectPath(),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          NODE_ENV: 'production',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run content:import / content:export', () => {
  const dataDir = newFolder();

  it('refuses, naming the holder, while the site holds the embedded database', async () => {
    const lock = lockDataFolder(path.resolve(dataDir, 'pglite'));
    try {
      const { code, output } = await runContentCommand(['import', newFolder()], dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`is in use by process ${process.pid}`);
      expect(output).toContain('stop it first');
    } finally {
      lock.release();
    }
  });

  it('imports a folder and prints what changed', async () => {
    const folder = newFolder();
    writeFileSync(
      path.join(folder, 'from-git.md'),
      '---\ntitle: From git\ndate: 2024-05-06\ncategories: [Notes]\n---\n\nHello *there*.\n',
    );
    const first = await runContentCommand(['import', folder], dataDir);
    expect(first.output).toContain('created   from-git');
    expect(first.output).toContain('1 created, 0 updated, 0 unchanged, 0 refused.');
    expect(first.code).toBe(0);
  });

  it('says how it is used when the folder is missing', async () => {
    const usage = await runContentCommand(['import'], dataDir);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run content:import <folder>');
  });
});
