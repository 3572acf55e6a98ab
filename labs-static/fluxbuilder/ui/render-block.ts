import { h } from '../../shared/dom';
import type { Block } from '../model/blocks';
import { safeImageUrl } from '../model/escape';

/** Text with typed line breaks, as nodes (never HTML). */
function lines(text: string): Array<string | HTMLBRElement> {
  return text.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [h('br'), line]));
}

const alignClass = (align: string) => (align === 'left' ? undefined : `fx-align-${align}`);

/**
 * The canvas's picture of a block: the same elements and classes as the export (so the
 * shared content styles apply), built with text nodes, and with the button as a span so the
 * canvas holds no live links.
 */
export function renderBlock(block: Block): HTMLElement {
  switch (block.type) {
    case 'heading':
      return h(`h${block.level}`, { class: alignClass(block.align) }, block.text);
    case 'text':
      return h('p', { class: alignClass(block.align) }, ...lines(block.text));
    case 'image':
      return h(
        'figure',
        { class: 'fx-image' },
        h('img', { src: safeImageUrl(block.src) || undefined, alt: block.alt }),
        block.caption ? h('figcaption', {}, block.caption) : null,
      );
    case 'button':
      return h(
        'p',
        { class: alignClass(block.align) },
        h('span', { class: `fx-button fx-button--${block.variant}` }, block.label),
      );
    case 'divider':
      return h('hr', { class: 'fx-divider' });
    case 'columns':
      return h(
        'section',
        { class: `fx-columns fx-columns--${block.columns.length}` },
        ...block.columns.map((text) => h('div', {}, h('p', {}, ...lines(text)))),
      );
    case 'list':
      return h(
        block.ordered ? 'ol' : 'ul',
        { class: 'fx-list' },
        ...block.items.map((item) => h('li', {}, item)),
      );
  }
}
