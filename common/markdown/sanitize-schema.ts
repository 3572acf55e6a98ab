import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;
type Attributes = NonNullable<Schema['attributes']>;

/** Ids the Markdown renderer gives footnotes and their references, and nothing an author wrote. */
const FOOTNOTE_ID = /^user-content-fn(ref)?-/;

const withoutIds = (list: Attributes[string] = []) =>
  list.filter((attribute) => attribute !== 'id' && attribute !== 'name');

/**
 * What survives in a post's HTML: GitHub's own allow-list (hast-util-sanitize's default: tables,
 * task boxes that cannot be ticked, strikethrough, footnotes, details, kbd…) narrowed where this
 * site differs.
 *
 * - No `id` or `name` from the author: ids could clobber the page's own (`main`, a form's
 *   fields). Footnote ids come from the renderer already prefixed `user-content-`, so the
 *   sanitiser's own prefix is off (it would prefix them twice and break the footnote links);
 *   heading ids are added after this pass (heading-ids.ts).
 * - Links: http, https, mailto and paths on this site; pictures: http, https and paths.
 * - Dropped with their content, not unwrapped: script, style, frames, SVG and MathML (their text
 *   is never meant to be read).
 * - The footnotes' label uses this site's `visually-hidden` class, not GitHub's `sr-only`.
 */
export const POST_SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    '*': withoutIds(defaultSchema.attributes?.['*']),
    a: [...(defaultSchema.attributes?.a ?? []), ['id', FOOTNOTE_ID]],
    li: [...(defaultSchema.attributes?.li ?? []), ['id', FOOTNOTE_ID]],
    h2: [
      ['className', 'visually-hidden'],
      ['id', 'footnote-label'],
    ],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
  },
  strip: [
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'noscript',
    'textarea',
    'title',
  ],
};
