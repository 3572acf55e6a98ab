import type { BlogPost } from '#common/types.ts';
import { sanitizePostHtml } from '#common/sanitize-post-html.ts';
import { highlightCodeBlocks } from './highlight.server';
import { htmlToText } from './html-text';
import { countWords, minutesForWords } from './reading-time';
import { withTableOfContents, type TocEntry } from './toc';

/** Rendered (sanitised, highlighted) article bodies kept in memory, keyed by post version. */
const ARTICLE_RENDER_CACHE_ENTRIES = 50;

export interface RenderedArticle {
  html: string;
  toc: TocEntry[];
  wordCount: number;
  readingMinutes: number;
}

const cache = new Map<string, RenderedArticle>();

/**
 * The article body as the page shows it: sanitised again with the API's rules (whatever wrote
 * the row), headings given ids for the table of contents, code highlighted. Rendering is cached
 * per post version, so a busy article is highlighted once.
 */
export async function renderArticle(post: BlogPost): Promise<RenderedArticle> {
  const key = `${post._id}:${post.updatedAt}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const clean = sanitizePostHtml(post.content);
  const { html, toc } = withTableOfContents(clean);
  const wordCount = countWords(htmlToText(clean));
  const rendered: RenderedArticle = {
    html: await highlightCodeBlocks(html),
    toc,
    wordCount,
    readingMinutes: minutesForWords(wordCount),
  };

  if (cache.size >= ARTICLE_RENDER_CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, rendered);
  return rendered;
}
