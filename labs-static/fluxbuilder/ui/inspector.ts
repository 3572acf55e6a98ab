import { FLUX_MAX_COLUMNS, FLUX_MAX_LIST_ITEMS, FLUX_MIN_COLUMNS } from '../../shared/constants';
import { button, h } from '../../shared/dom';
import { ALIGNS, blockLabel, type Block } from '../model/blocks';
import { indexOfBlock, moveBlock, setTitle, updateBlock } from '../model/document';
import { duplicate, remove } from './block-actions';
import { checkboxField, selectField, textField } from './fields';
import { imageFields } from './image-fields';
import type { Store } from './store';

const alignChoices = ALIGNS.map(
  (align) => [align, align[0]!.toUpperCase() + align.slice(1)] as const,
);
const levelChoices = [1, 2, 3].map((level) => [String(level), `Heading ${level}`] as const);

/**
 * The side panel: the selected block's text and properties, and its actions. It rebuilds
 * when the selection or the document changes from elsewhere, never while its own fields are
 * being typed in (that would steal focus).
 */
export class Inspector {
  readonly element: HTMLElement;
  private readonly body = h('div', { class: 'fb-inspector__body' });
  private readonly title = h('h2', { class: 'fb-panel-title', id: 'fb-inspector-title' });

  constructor(
    private readonly store: Store,
    private readonly announce: (text: string) => void,
    /** Where focus goes after the selected block is deleted from here. */
    private readonly afterRemove: (formerIndex: number) => void,
  ) {
    this.element = h(
      'section',
      { class: 'fb-inspector', 'aria-labelledby': 'fb-inspector-title' },
      this.title,
      this.body,
    );
    store.subscribe((change) => {
      if (change.source !== 'inspector') this.render();
    });
    this.render();
  }

  private edit(block: Block, field: string, patch: Record<string, unknown>): void {
    this.store.apply(updateBlock(this.store.doc, block.id, patch), {
      coalesce: `${block.id}:${field}`,
      source: 'inspector',
    });
  }

  private text(
    block: Block,
    field: string,
    label: string,
    value: string,
    multiline = false,
    hint?: string,
  ) {
    return textField({
      label,
      value,
      multiline,
      hint,
      onInput: (next) => this.edit(block, field, { [field]: next }),
      onFocus: () => this.store.seal(),
    });
  }

  private choice(
    block: Block,
    field: string,
    label: string,
    value: string,
    choices: ReadonlyArray<readonly [string, string]>,
    parse: (v: string) => unknown = (v) => v,
  ) {
    return selectField(label, value, choices, (next) =>
      this.store.apply(updateBlock(this.store.doc, block.id, { [field]: parse(next) })),
    );
  }

  /** Rebuilds the panel, keeping focus on the same control when it still exists. */
  render(): void {
    const active = document.activeElement;
    const focused =
      active instanceof HTMLElement && this.body.contains(active)
        ? active.dataset.field
        : undefined;
    this.build();
    if (focused)
      this.body.querySelector<HTMLElement>(`[data-field="${CSS.escape(focused)}"]`)?.focus();
  }

  private build(): void {
    const block = this.store.doc.blocks.find((candidate) => candidate.id === this.store.selectedId);
    if (!block) {
      this.title.textContent = 'Page';
      this.body.replaceChildren(
        textField({
          label: 'Page title',
          value: this.store.doc.title,
          hint: 'Used as the title of the exported file.',
          onInput: (next) =>
            this.store.apply(setTitle(this.store.doc, next), {
              coalesce: 'title',
              source: 'inspector',
            }),
          onFocus: () => this.store.seal(),
        }),
        h('p', { class: 'fb-muted' }, 'Select a block on the page to edit its text and settings.'),
      );
      return;
    }
    this.title.textContent = `${blockLabel(block.type)} block`;
    this.body.replaceChildren(...this.fields(block), this.actions(block));
  }

  private fields(block: Block): HTMLElement[] {
    switch (block.type) {
      case 'heading':
        return [
          this.text(block, 'text', 'Text', block.text),
          this.choice(block, 'level', 'Level', String(block.level), levelChoices, Number),
          this.choice(block, 'align', 'Alignment', block.align, alignChoices),
        ];
      case 'text':
        return [
          this.text(block, 'text', 'Text', block.text, true),
          this.choice(block, 'align', 'Alignment', block.align, alignChoices),
        ];
      case 'image':
        return imageFields(block, {
          text: (field, label, value, hint) => this.text(block, field, label, value, false, hint),
          set: (patch) => this.store.apply(updateBlock(this.store.doc, block.id, patch)),
          announce: this.announce,
        });
      case 'button':
        return [
          this.text(block, 'label', 'Label', block.label),
          this.text(
            block,
            'href',
            'Link',
            block.href,
            false,
            'A web address, mailto:, tel: or #anchor.',
          ),
          this.choice(block, 'variant', 'Style', block.variant, [
            ['primary', 'Filled'],
            ['secondary', 'Outline'],
          ]),
          this.choice(block, 'align', 'Alignment', block.align, alignChoices),
        ];
      case 'divider':
        return [h('p', { class: 'fb-muted' }, 'A divider has no settings.')];
      case 'columns': {
        const counts = Array.from({ length: FLUX_MAX_COLUMNS - FLUX_MIN_COLUMNS + 1 }, (_, i) =>
          String(i + FLUX_MIN_COLUMNS),
        );
        return [
          selectField(
            'Columns',
            String(block.columns.length),
            counts.map((count) => [count, count]),
            (next) => {
              const columns = Array.from(
                { length: Number(next) },
                (_, i) => block.columns[i] ?? `Column ${i + 1} text.`,
              );
              this.store.apply(updateBlock(this.store.doc, block.id, { columns }));
            },
          ),
          ...block.columns.map((text, i) =>
            textField({
              label: `Column ${i + 1}`,
              value: text,
              multiline: true,
              onInput: (next) => {
                const current = this.store.doc.blocks.find(
                  (candidate) => candidate.id === block.id,
                );
                if (current?.type !== 'columns') return;
                const columns = current.columns.map((column, j) => (j === i ? next : column));
                this.edit(block, `column${i}`, { columns });
              },
              onFocus: () => this.store.seal(),
            }),
          ),
        ];
      }
      case 'list':
        return [
          textField({
            label: 'Items',
            value: block.items.join('\n'),
            multiline: true,
            hint: `One item per line (up to ${FLUX_MAX_LIST_ITEMS}).`,
            onInput: (next) =>
              this.edit(block, 'items', {
                items: next.split(/\r?\n/).slice(0, FLUX_MAX_LIST_ITEMS),
              }),
            onFocus: () => this.store.seal(),
          }),
          checkboxField('Numbered list', block.ordered, (ordered) =>
            this.store.apply(updateBlock(this.store.doc, block.id, { ordered })),
          ),
        ];
    }
  }

  private actions(block: Block): HTMLElement {
    const store = this.store;
    const index = indexOfBlock(store.doc, block.id);
    const count = store.doc.blocks.length;
    return h(
      'div',
      { class: 'fb-actions', role: 'group', 'aria-label': 'Block actions' },
      button('Move up', () => store.apply(moveBlock(store.doc, block.id, index - 1)), {
        disabled: index === 0,
        'data-field': 'Move up',
      }),
      button('Move down', () => store.apply(moveBlock(store.doc, block.id, index + 1)), {
        disabled: index === count - 1,
        'data-field': 'Move down',
      }),
      button('Duplicate', () => duplicate(store, block.id, this.announce), {
        title: 'Duplicate (Ctrl+D)',
      }),
      button('Delete', () => this.afterRemove(remove(store, block.id, this.announce)), {
        class: 'btn btn--danger',
        title: 'Delete (Delete key on a selected block)',
      }),
    );
  }
}
