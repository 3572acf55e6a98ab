import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { SKIP, visit } from 'unist-util-visit';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const HEADING = /^h([1-6])$/;

/** 'Why `satisfies`?' → 'why-satisfies': lowercase words joined by hyphens. */
function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Ids the Markdown renderer gives itself: a heading never takes them. */
const RESERVED_IDS = ['footnote-label'];

/** Unique ids within one article: a repeated heading gets -2, -3, ... */
function idMaker() {
  const used = new Set<string>(RESERVED_IDS);
  // Where each base's search for a free suffix resumes: an article of many equal headings
  // would otherwise try every taken suffix again for each one (quadratic).
  const nextSuffix = new Map<string, number>();
  return (base: string) => {
    let n = nextSuffix.get(base) ?? 1;
    let id = n === 1 ? base : `${base}-${n}`;
    while (used.has(id)) id = `${base}-${++n}`;
    nextSuffix.set(base, n + 1);
    used.add(id);
    return id;
  };
}

const isFootnotes = (node: Element) =>
  node.tagName === 'section' && node.properties.dataFootnotes !== undefined;

/**
 * Gives every heading of the (already sanitised) tree an id made from its text, so each one can
 * be linked to, and lists the h2 and h3 as the table of contents (docs/product.md#business-constants).
 * It runs after the sanitiser because these ids are ours: the author's own ids never survive it.
 * The footnotes' own label is left as the Markdown renderer made it and stays out of the list.
 */
export function headingIds(toc: TocEntry[]) {
  return () => (tree: Root) => {
    const uniqueId = idMaker();
    visit(tree, 'element', (node) => {
      if (isFootnotes(node)) return SKIP;
      const level = HEADING.exec(node.tagName)?.[1];
      if (!level) return undefined;
      const text = toText(node).replace(/\s+/g, ' ').trim();
      const id = uniqueId(headingSlug(text));
      node.properties = { ...node.properties, id };
      if (level === '2' || level === '3') toc.push({ id, text, level: level === '2' ? 2 : 3 });
      return undefined;
    });
  };
}
