import { CONSOLE_BRIDGE_SCRIPT } from './console-bridge';

export interface PreviewFile {
  name: string;
  value: string;
}

const isCss = (name: string) => /\.css$/i.test(name);
const isJs = (name: string) => /\.(m?js)$/i.test(name);

/** Keeps user code inside its element: `</script` or `</style` in the text cannot close it. */
export function escapeScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

function escapeStyle(code: string): string {
  return code.replace(/<\/(style)/gi, '<\\/$1');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** 'styles.css', './styles.css' and '/styles.css' all point at the file named styles.css. */
function localName(reference: string): string {
  return reference.trim().replace(/^\.?\//, '');
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);

function attributeValue(tag: string, name: string): string | null {
  const match = attribute(tag, name);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

const styleTag = (file: PreviewFile) =>
  `<style data-file="${escapeAttribute(file.name)}">\n${escapeStyle(file.value)}\n</style>`;

/**
 * The code starts right after the tag so its line numbers are the file's, and the sourceURL
 * makes errors name the file ('main.js:3') instead of the assembled page.
 */
const scriptTag = (file: PreviewFile, attributes = '') =>
  `<script data-file="${escapeAttribute(file.name)}"${attributes}>${escapeScript(file.value)}\n//# sourceURL=${sourceName(file.name)}\n</script>`;

function sourceName(name: string): string {
  return name.replace(/[^\w.-]/g, '_');
}

// Placeholders mark where blocks go, set in the page's own markup before any user code is
// inlined, so text inside the inlined code can never be mistaken for a <head> or </body>.
const BRIDGE_SLOT = '\u0000bridge\u0000';
const CSS_SLOT = '\u0000css\u0000';
const JS_SLOT = '\u0000js\u0000';

function markSlots(html: string): string {
  const mark = (text: string, pattern: RegExp, slot: string, after: boolean) =>
    text.replace(pattern, (tag) => (after ? tag + slot : slot + tag));
  let marked = mark(html, /<head\b[^>]*>/i, BRIDGE_SLOT, true);
  if (!marked.includes(BRIDGE_SLOT)) marked = mark(marked, /<html\b[^>]*>/i, BRIDGE_SLOT, true);
  if (!marked.includes(BRIDGE_SLOT)) marked = mark(marked, /<!doctype[^>]*>/i, BRIDGE_SLOT, true);
  if (!marked.includes(BRIDGE_SLOT)) marked = BRIDGE_SLOT + marked;
  marked = mark(marked, /<\/head\s*>/i, CSS_SLOT, false);
  if (!marked.includes(CSS_SLOT)) marked = marked.replace(BRIDGE_SLOT, BRIDGE_SLOT + CSS_SLOT);
  marked = mark(marked, /<\/body\s*>/i, JS_SLOT, false);
  return marked.includes(JS_SLOT) ? marked : marked + JS_SLOT;
}

const EMPTY_PAGE = '<!doctype html>\n<html>\n<head></head>\n<body></body>\n</html>';

/**
 * The preview document: index.html (or the first .html file) with each CSS and JS file of the
 * project inlined — in place of the <link>/<script src> that names it, else appended to the
 * head (CSS) or the body (JS) — and the console bridge as the very first script.
 */
export function buildPreviewDocument(files: readonly PreviewFile[]): string {
  const page =
    files.find((file) => file.name.toLowerCase() === 'index.html') ??
    files.find((file) => /\.html?$/i.test(file.name));
  const byName = new Map(files.map((file) => [file.name, file]));
  const used = new Set<string>();

  // One pass over the page's own markup: the inlined code is never scanned again.
  const html = markSlots(page?.value ?? EMPTY_PAGE).replace(
    /<link\b[^>]*>|<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi,
    (tag, scriptAttributes: string | undefined) => {
      if (scriptAttributes === undefined) {
        const file = byName.get(localName(attributeValue(tag, 'href') ?? ''));
        if (!file || !isCss(file.name) || !/stylesheet/i.test(attributeValue(tag, 'rel') ?? '')) {
          return tag;
        }
        used.add(file.name);
        return styleTag(file);
      }
      const opening = `<x${scriptAttributes}>`;
      const file = byName.get(localName(attributeValue(opening, 'src') ?? ''));
      if (!file || !isJs(file.name)) return tag;
      used.add(file.name);
      const kept = scriptAttributes.replace(attribute(opening, 'src')?.[0] ?? '', '');
      return scriptTag(file, kept.replace(/\s+$/, ''));
    },
  );

  const extraCss = files.filter((file) => isCss(file.name) && !used.has(file.name));
  const extraJs = files.filter((file) => isJs(file.name) && !used.has(file.name));
  return html
    .replace(BRIDGE_SLOT, () => `<script>${CONSOLE_BRIDGE_SCRIPT}</script>`)
    .replace(CSS_SLOT, () => extraCss.map(styleTag).join('\n'))
    .replace(JS_SLOT, () => extraJs.map((file) => scriptTag(file)).join('\n'));
}
