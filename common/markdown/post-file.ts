import { parseDocument, stringify } from 'yaml';
import { isPostSlug, postFrontMatterSchema, type PostFrontMatter } from '../admin-schemas';

/**
 * A post kept as a Markdown file: `<slug>.md`, YAML front matter between `---` lines, then the
 * Markdown body. The front matter is read as data only (the `yaml` package's core schema: no
 * tags that build objects or run code, unlike gray-matter's `---js`) and checked with the API's
 * own rules (postFrontMatterSchema).
 */
export interface PostFile extends PostFrontMatter {
  slug: string;
  markdown: string;
}

export class PostFileError extends Error {
  override name = 'PostFileError';
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const MARKDOWN_FILE = /\.md$/;

/** 'hello-world.md' → 'hello-world'; null for a name that is not a valid post slug. */
export function slugOfFileName(fileName: string): string | null {
  if (!MARKDOWN_FILE.test(fileName)) return null;
  const slug = fileName.replace(MARKDOWN_FILE, '');
  return isPostSlug(slug) ? slug : null;
}

/** The body as stored: Unix line ends, no blank lines before it, no trailing whitespace. */
export function normaliseMarkdown(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').replace(/^\n+/, '').trimEnd();
}

/** Reads one file; throws `PostFileError` naming what is wrong (each field's message). */
export function parsePostFile(slug: string, text: string): PostFile {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new PostFileError('It does not start with YAML front matter between --- lines');
  const document = parseDocument(match[1] ?? '', { schema: 'core', prettyErrors: false });
  if (document.errors.length > 0) {
    throw new PostFileError(`Its front matter is not valid YAML: ${document.errors[0]!.message}`);
  }
  const parsed = postFrontMatterSchema.safeParse(document.toJS({ maxAliasCount: 50 }) ?? {});
  if (!parsed.success) {
    throw new PostFileError(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const body = text.replace(/^\uFEFF/, '').slice(match[0].length);
  return { slug, ...parsed.data, markdown: normaliseMarkdown(body) };
}

/** 2025-06-12T00:00:00.000Z → '2025-06-12'; any other time stays a full timestamp. */
function fileDate(iso: string): string {
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** The file `parsePostFile` reads back as the same post. */
export function formatPostFile(post: PostFile): string {
  const frontMatter: Record<string, unknown> = {
    title: post.title,
    date: fileDate(post.date),
    categories: post.categories,
    tags: post.tags,
    excerpt: post.excerpt,
    featured: post.featured,
    cover: post.cover,
    draft: post.draft,
  };
  const yaml = stringify(frontMatter, { lineWidth: 0 });
  const body = normaliseMarkdown(post.markdown);
  return `---\n${yaml}---\n\n${body}${body === '' ? '' : '\n'}`;
}
