import { h } from '../../shared/dom';
import { createBlock, PALETTE, type BlockType } from '../model/blocks';
import { indexOfBlock, insertBlock } from '../model/document';
import { FLUX_MAX_BLOCKS } from '../../shared/constants';
import { pointerDrag, type DropTarget } from './drag';
import { newBlockId, type Store } from './store';

/**
 * The blocks a page can be made of. Drag one onto the page to place it, or press it (mouse,
 * touch, Enter or Space) to add it after the selected block.
 */
export function buildPalette(
  store: Store,
  target: DropTarget,
  announce: (text: string) => void,
): HTMLElement {
  const add = (type: BlockType, insertion: number) => {
    if (store.doc.blocks.length >= FLUX_MAX_BLOCKS) {
      announce(`A page holds at most ${FLUX_MAX_BLOCKS} blocks.`);
      return;
    }
    const block = createBlock(type, newBlockId());
    store.apply(insertBlock(store.doc, block, insertion), { select: block.id });
    announce(`Added ${type} block at position ${insertion + 1} of ${store.doc.blocks.length}.`);
  };
  const items = PALETTE.map(({ type, label, description }) => {
    const item = h(
      'button',
      {
        type: 'button',
        class: 'fb-palette__item',
        'data-type': type,
      },
      h('span', { class: 'fb-palette__icon', 'aria-hidden': 'true' }, ICONS[type]),
      // The name is what the button shows, with the action and the description for screen
      // readers around it: 'Add Heading: …'.
      h('span', { class: 'visually-hidden' }, 'Add '),
      h('span', {}, label),
      h('span', { class: 'visually-hidden' }, `: ${description}`),
    );
    item.addEventListener('click', () => {
      const selected = store.selectedId ? indexOfBlock(store.doc, store.selectedId) : -1;
      add(type, selected >= 0 ? selected + 1 : store.doc.blocks.length);
    });
    pointerDrag(
      item,
      () => label,
      target,
      (insertion) => add(type, insertion),
    );
    return h('li', {}, item);
  });
  return h(
    'nav',
    { class: 'fb-palette', 'aria-label': 'Blocks' },
    h('h2', { class: 'fb-panel-title' }, 'Blocks'),
    h('ul', {}, ...items),
    h(
      'p',
      { class: 'fb-palette__hint' },
      'Drag onto the page, or press to add after the selection.',
    ),
    h(
      'p',
      { class: 'fb-palette__hint' },
      'Keyboard: on a block’s ⠿ handle, Space picks it up, the arrows move it, Space drops it.',
    ),
  );
}

const ICONS: Record<BlockType, string> = {
  heading: 'H',
  text: '¶',
  image: '▨',
  button: '▭',
  divider: '—',
  columns: '▥',
  list: '≡',
};
