import { htmlToText } from './html-text';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** 'Why `satisfies`?' → 'why-satisfies': lowercase words joined by hyphens. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * The table of contents of an article (docs/product.md#business-constants: h2 and h3), and the same HTML with an id on
 * each of those headings so the contents can link to them. Ids are unique within the article
 * (a repeated heading gets -2, -3, ...). Expects sanitised HTML, whose headings carry no ids.
 */
export function withTableOfContents(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  // Where each base's search for a free suffix resumes: an article of many equal headings
  // would otherwise try every taken suffix again for each one (quadratic).
  const nextSuffix = new Map<string, number>();
  const uniqueId = (base: string) => {
    let n = nextSuffix.get(base) ?? 1;
    let id = n === 1 ? base : `${base}-${n}`;
    while (used.has(id)) id = `${base}-${++n}`;
    nextSuffix.set(base, n + 1);
    used.add(id);
    return id;
  };
  const out = html.replace(
    /<h([23])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/gi,
    (_match, level: string, inner: string) => {
      const text = htmlToText(inner);
      const id = uniqueId(headingSlug(text));
      toc.push({ id, text, level: level === '2' ? 2 : 3 });
      return `<h${level} id="${id}">${inner}</h${level}>`;
    },
  );
  return { html: out, toc };
}
