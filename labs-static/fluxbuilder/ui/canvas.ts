import { h } from '../../shared/dom';
import { describeBlock, type Block } from '../model/blocks';
import { dropToPosition, indexOfBlock, moveBlock } from '../model/document';
import { insertionIndex } from '../model/drop';
import { pointerDrag, type DropTarget } from './drag';
import { renderBlock } from './render-block';
import type { Store } from './store';

export const KEYBOARD_MOVE_HELP =
  'Press Space to pick the block up, the arrow keys to move it and Space again to drop it; ' +
  'Escape cancels. Alt with the arrow keys moves the selected block directly.';

/**
 * The page being built: one row per block with a drag handle. Rows are rebuilt on every
 * change (pages are small); focus is put back where it was.
 */
export class Canvas implements DropTarget {
  readonly element: HTMLElement;
  private readonly page: HTMLElement;
  private readonly marker = h('div', { class: 'fb-marker', 'aria-hidden': 'true' });
  private grabbed: { id: string; moved: boolean } | null = null;

  constructor(
    private readonly store: Store,
    private readonly announce: (text: string) => void,
  ) {
    this.page = h('div', {
      class: 'fx-page fb-page',
      role: 'list',
      'aria-label': 'Page blocks',
      tabindex: -1,
    });
    this.element = h('div', { class: 'fb-frame' }, this.page);
    store.subscribe(() => this.render());
    this.render();
  }

  insertionAt(clientX: number, clientY: number): number | null {
    const box = this.element.getBoundingClientRect();
    const inside =
      clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
    if (!inside) return null;
    const middles = this.rows().map((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    return insertionIndex(middles, clientY);
  }

  showMarker(insertion: number | null): void {
    if (insertion === null) {
      this.marker.remove();
      return;
    }
    const rows = this.rows();
    this.page.insertBefore(this.marker, rows[insertion] ?? null);
  }

  /** After a deletion: focus the block now at `index` (or the last one), else the page. */
  focusNear(index: number): void {
    const rows = this.rows();
    const row = rows[Math.min(index, rows.length - 1)];
    if (row) row.focus();
    else this.page.focus();
  }

  private rows(): HTMLElement[] {
    return [...this.page.querySelectorAll<HTMLElement>(':scope > .fb-block')];
  }

  render(): void {
    const active = document.activeElement;
    const focusedId =
      active instanceof HTMLElement && this.page.contains(active)
        ? {
            id: active.closest<HTMLElement>('.fb-block')?.dataset.id,
            handle: active.classList.contains('fb-handle'),
          }
        : null;
    const blocks = this.store.doc.blocks;
    const rows = blocks.map((block, index) => this.row(block, index, blocks.length));
    this.page.replaceChildren(
      ...(rows.length > 0
        ? rows
        : [
            h(
              'p',
              { class: 'fb-empty' },
              'Drag blocks here from the palette, or press a block in the palette to add it.',
            ),
          ]),
    );
    if (focusedId?.id) {
      const row = this.rows().find((candidate) => candidate.dataset.id === focusedId.id);
      (focusedId.handle ? row?.querySelector<HTMLElement>('.fb-handle') : row)?.focus();
    }
  }

  private row(block: Block, index: number, count: number): HTMLElement {
    const selected = block.id === this.store.selectedId;
    const grabbed = this.grabbed?.id === block.id;
    const description = describeBlock(block);
    const handle = h(
      'button',
      {
        type: 'button',
        class: 'fb-handle',
        'aria-label': `Move ${description} (position ${index + 1} of ${count})`,
        'aria-describedby': 'fb-move-help',
        'aria-pressed': grabbed ? 'true' : 'false',
      },
      '⠿',
    );
    const row = h(
      'div',
      {
        class: `fb-block${selected ? ' is-selected' : ''}${grabbed ? ' is-grabbed' : ''}`,
        role: 'listitem',
        tabindex: 0,
        'data-id': block.id,
        'aria-label': `${description}${selected ? ' (selected)' : ''}`,
        'aria-current': selected ? 'true' : false,
      },
      handle,
      h('div', { class: 'fb-block__body' }, renderBlock(block)),
    );
    row.addEventListener('click', () => this.store.select(block.id));
    row.addEventListener('focus', () => this.store.select(block.id));
    row.addEventListener('keydown', (event) => this.onRowKey(event, block));
    handle.addEventListener('keydown', (event) => this.onHandleKey(event, block));
    pointerDrag(
      handle,
      () => description,
      this,
      (insertion) => {
        const from = indexOfBlock(this.store.doc, block.id);
        this.store.apply(moveBlock(this.store.doc, block.id, dropToPosition(insertion, from)), {
          select: block.id,
        });
        this.announce(`Moved ${description} to position ${this.position(block.id)}.`);
      },
    );
    return row;
  }

  private position(id: string): string {
    return `${indexOfBlock(this.store.doc, id) + 1} of ${this.store.doc.blocks.length}`;
  }

  private moveBy(block: Block, delta: number, coalesce?: string): void {
    const index = indexOfBlock(this.store.doc, block.id);
    this.store.apply(moveBlock(this.store.doc, block.id, index + delta), {
      coalesce,
      select: block.id,
    });
    this.announce(`Position ${this.position(block.id)}.`);
  }

  private onRowKey(event: KeyboardEvent, block: Block): void {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      this.moveBy(block, event.key === 'ArrowUp' ? -1 : 1);
    }
  }

  /** Keyboard drag and drop on the handle: Space picks up and drops, arrows move, Escape cancels. */
  private onHandleKey(event: KeyboardEvent, block: Block): void {
    const grabbed = this.grabbed?.id === block.id ? this.grabbed : null;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      this.grabbed = grabbed ? null : { id: block.id, moved: false };
      this.store.seal();
      this.announce(
        grabbed
          ? `Dropped ${describeBlock(block)} at position ${this.position(block.id)}.`
          : `Picked up ${describeBlock(block)}, position ${this.position(block.id)}. Use the arrow keys to move it.`,
      );
      this.render();
    } else if (grabbed && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      grabbed.moved = true;
      this.moveBy(block, event.key === 'ArrowUp' ? -1 : 1, `grab:${block.id}`);
    } else if (grabbed && event.key === 'Escape') {
      event.preventDefault();
      this.grabbed = null;
      if (grabbed.moved) this.store.undo();
      else this.render();
      this.announce(
        `Move cancelled; ${describeBlock(block)} is back at position ${this.position(block.id)}.`,
      );
    }
  }
}
