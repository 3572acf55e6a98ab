import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  formatPostFile,
  parsePostFile,
  PostFileError,
  slugOfFileName,
  type PostFile,
} from '#common/markdown/post-file.ts';
import type { PostStore, PostWrite } from '#common/stores.ts';
import type { BlogPost } from '#common/types.ts';
import { normaliseSlugs } from '../content/helpers';
import { postFileOf, postWriteOfFile } from '../content/post-files';

/** A long import says how far it is every this many files. */
const PROGRESS_EVERY_FILES = 50;

export interface FolderReport {
  /** One line per post that changed or was refused, and the progress of a long run. */
  line(text: string): void;
}

interface ImportSummary {
  created: string[];
  updated: string[];
  unchanged: string[];
  refused: { file: string; message: string }[];
}

/** The fields a file sets that differ from the stored post, by their front matter names. */
function differences(file: PostFile, post: BlogPost): string[] {
  const stored = postFileOf(post);
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (file.title !== stored.title) changed.push('title');
  if (file.date !== stored.date) changed.push('date');
  if (
    file.categories[0]?.trim() !== post.category ||
    !same(normaliseSlugs(file.categories), post.categories)
  ) {
    changed.push('categories');
  }
  if (!same(file.tags, stored.tags)) changed.push('tags');
  if (file.excerpt !== stored.excerpt) changed.push('excerpt');
  if (file.featured !== stored.featured) changed.push('featured');
  if (file.cover !== stored.cover) changed.push('cover');
  if (file.draft !== stored.draft) changed.push('draft');
  if (file.markdown !== stored.markdown) changed.push('body');
  return changed;
}

async function markdownFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * `npm run content:import <folder>`: every `<slug>.md` of the folder into the post of that slug,
 * created or updated; a file that says what is stored already changes nothing, so importing
 * twice is the same as once. A refused file (bad name, bad front matter, a slug conflict) is
 * reported and the others go on. Posts without a file are left alone.
 */
export async function importPostFolder(
  posts: PostStore,
  folder: string,
  { author, report }: { author: string; report: FolderReport },
): Promise<ImportSummary> {
  const summary: ImportSummary = { created: [], updated: [], unchanged: [], refused: [] };
  const names = await markdownFiles(folder);
  const bySlug = new Map((await posts.listForOwner()).map((post) => [post.slug, post]));
  for (const [index, name] of names.entries()) {
    if (names.length > PROGRESS_EVERY_FILES && index > 0 && index % PROGRESS_EVERY_FILES === 0) {
      report.line(`… ${index} of ${names.length} files read`);
    }
    const refuse = (message: string) => {
      summary.refused.push({ file: name, message });
      report.line(`refused   ${name}: ${message}`);
    };
    const slug = slugOfFileName(name);
    if (!slug) {
      refuse('the file name must be the post slug (lowercase letters, digits, single hyphens)');
      continue;
    }
    let file: PostFile;
    try {
      file = parsePostFile(slug, await readFile(path.join(folder, name), 'utf8'));
    } catch (error) {
      if (!(error instanceof PostFileError)) throw error;
      refuse(error.message);
      continue;
    }
    const existing = bySlug.get(slug);
    try {
      if (!existing) {
        await posts.create(postWriteOfFile(file, author));
        summary.created.push(slug);
        report.line(`created   ${slug}`);
        continue;
      }
      const changed = differences(file, existing);
      if (changed.length === 0) {
        summary.unchanged.push(slug);
        continue;
      }
      // The author and an external URL are not in the file: they stay as stored.
      const { author: _author, ...write }: PostWrite = postWriteOfFile(file, existing.author);
      await posts.update(existing._id, write);
      summary.updated.push(slug);
      report.line(`updated   ${slug} (${changed.join(', ')})`);
    } catch (error) {
      refuse(error instanceof Error ? error.message : String(error));
    }
  }
  return summary;
}

interface ExportSummary {
  written: string[];
  unchanged: string[];
}

/**
 * `npm run content:export <folder>`: every post, drafts too, as `<slug>.md` in the format the
 * import reads, so exporting and importing again changes nothing. A file that already says the
 * same is not written again; other files in the folder are left alone. Images stay addresses on
 * the site for now: when uploaded images exist, this is where they are copied beside the posts.
 */
export async function exportPostFolder(
  posts: PostStore,
  folder: string,
  { report }: { report: FolderReport },
): Promise<ExportSummary> {
  await mkdir(folder, { recursive: true });
  const summary: ExportSummary = { written: [], unchanged: [] };
  const all = await posts.listForOwner();
  for (const [index, post] of all.entries()) {
    if (all.length > PROGRESS_EVERY_FILES && index > 0 && index % PROGRESS_EVERY_FILES === 0) {
      report.line(`… ${index} of ${all.length} posts written`);
    }
    const target = path.join(folder, `${post.slug}.md`);
    const text = formatPostFile(postFileOf(post));
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === text) {
      summary.unchanged.push(post.slug);
      continue;
    }
    await writeFile(target, text);
    summary.written.push(post.slug);
    report.line(`wrote     ${post.slug}.md`);
  }
  return summary;
}
