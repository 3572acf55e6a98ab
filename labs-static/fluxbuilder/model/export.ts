import { CONTENT_CSS } from './content-style';
import type { Block, FluxDocument } from './blocks';
import { escapeHtml, safeImageUrl, safeLinkUrl } from './escape';

/** Typed line breaks survive the export as <br>; everything else is plain escaped text. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
const alignClass = (align: string) => (align === 'left' ? '' : ` class="fx-align-${align}"`);

export function blockToHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}${alignClass(block.align)}>${escapeHtml(block.text)}</h${block.level}>`;
    case 'text':
      return `<p${alignClass(block.align)}>${multiline(block.text)}</p>`;
    case 'image': {
      const src = escapeHtml(safeImageUrl(block.src));
      const caption = block.caption ? `<figcaption>${escapeHtml(block.caption)}</figcaption>` : '';
      return `<figure class="fx-image"><img src="${src}" alt="${escapeHtml(block.alt)}" loading="lazy">${caption}</figure>`;
    }
    case 'button': {
      const href = escapeHtml(safeLinkUrl(block.href));
      const link = `<a class="fx-button fx-button--${block.variant}" href="${href}">${escapeHtml(block.label)}</a>`;
      return `<p${alignClass(block.align)}>${link}</p>`;
    }
    case 'divider':
      return '<hr class="fx-divider">';
    case 'columns': {
      const columns = block.columns.map((text) => `<div><p>${multiline(text)}</p></div>`).join('');
      return `<section class="fx-columns fx-columns--${block.columns.length}">${columns}</section>`;
    }
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
      return `<${tag} class="fx-list">${items}</${tag}>`;
    }
  }
}

/** The blocks alone, as pasted into another page by "Copy HTML". */
function documentBodyHtml(doc: FluxDocument): string {
  return doc.blocks.map((block) => `    ${blockToHtml(block)}`).join('\n');
}

/** A complete, self-contained HTML file: no scripts, no external resources besides images. */
export function exportHtml(doc: FluxDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(doc.title)}</title>
  <style>
body { margin: 0; background: #ffffff; }
main.fx-page { max-width: 760px; margin: 0 auto; padding: 3rem 1.25rem; }
${CONTENT_CSS.trim()}
  </style>
</head>
<body>
  <main class="fx-page">
${documentBodyHtml(doc)}
  </main>
</body>
</html>
`;
}
