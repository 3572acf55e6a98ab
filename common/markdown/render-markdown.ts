import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { headingIds, type TocEntry } from './heading-ids';
import { highlightCodeBlocks } from './highlight';
import { countWords, minutesForWords } from './reading-time';
import { POST_SANITIZE_SCHEMA } from './sanitize-schema';

/**
 * Raise this whenever the output of `renderMarkdown` changes for the same source (a new plugin,
 * a wider allow-list, another highlighting theme): the server renders every stored post again
 * at start-up when its rows were rendered by an older version.
 */
export const MARKDOWN_RENDERER_VERSION = 1;

/** A post body as the article shows it, worked out once when the post is saved. */
interface RenderedMarkdown {
  /** Sanitised, with heading ids and highlighted code: shown as it is. */
  html: string;
  toc: TocEntry[];
  /** The words a reader reads (code included, markup and footnote back-links not): for search. */
  plainText: string;
  wordCount: number;
  readingMinutes: number;
}

const isBackReference = (node: Element) => node.properties.dataFootnoteBackref !== undefined;

/** The readable text of the tree, each block on its own line. */
function plainTextOf(tree: Root): string {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node, index, parent) => {
    if (parent && index !== undefined && isBackReference(node)) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
  return toText(copy)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The one Markdown pipeline of the site, shared by the article (at save time) and the console's
 * preview, so what the owner previews is what visitors read. GitHub-flavoured Markdown (tables,
 * task lists, strikethrough, footnotes, autolinks) with raw HTML allowed in and then cleaned by
 * an allow-list (sanitize-schema.ts); headings get ids and the h2/h3 a table of contents; code
 * blocks are highlighted on the server (highlight.ts). Nothing the author writes can run a
 * script: the sanitiser works on the parsed tree, after raw HTML has been parsed as a browser
 * would.
 */
export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  let plainText = '';
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabelProperties: { className: ['visually-hidden'] },
    })
    .use(rehypeRaw)
    .use(rehypeSanitize, POST_SANITIZE_SCHEMA)
    .use(headingIds(toc))
    .use(() => (tree: Root) => {
      plainText = plainTextOf(tree);
    })
    .use(rehypeStringify);
  const html = String(await processor.process(markdown));
  const wordCount = countWords(plainText);
  return {
    html: (await highlightCodeBlocks(html)).trim(),
    toc,
    plainText,
    wordCount,
    readingMinutes: minutesForWords(wordCount),
  };
}
