import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePostFile, slugOfFileName, type PostFile } from '#common/markdown/post-file.ts';
import { projectPath } from '../paths';

/** A sample post: its file, and its main category (the file's first) by name. */
interface SamplePost extends PostFile {
  category: string;
}

function readSamplePosts(): SamplePost[] {
  const folder = projectPath('common', 'sample-content', 'posts');
  return readdirSync(folder)
    .flatMap((name) => {
      const slug = slugOfFileName(name);
      return slug ? [parsePostFile(slug, readFileSync(path.join(folder, name), 'utf8'))] : [];
    })
    .map((file) => ({ ...file, category: file.categories[0] ?? '' }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Built-in sample posts, newest first: the Markdown files of common/sample-content/posts, each
 * named by its slug, in the format `npm run content:import` reads (docs/product.md#posts-in-git).
 */
export const samplePosts: SamplePost[] = readSamplePosts();
