import { FLUX_EXPORT_FILENAME, FLUX_PREVIEW_WIDTHS_PX } from '../../shared/constants';
import { button, h } from '../../shared/dom';
import { emptyDocument } from '../model/document';
import { exportHtml } from '../model/export';
import type { Store } from './store';

export type PreviewWidth = keyof typeof FLUX_PREVIEW_WIDTHS_PX;
const PREVIEWS: ReadonlyArray<[PreviewWidth, string]> = [
  ['phone', 'Phone'],
  ['tablet', 'Tablet'],
  ['desktop', 'Desktop'],
];

function download(html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const link = h('a', { href: url, download: FLUX_EXPORT_FILENAME, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Undo/redo, preview width, export and clearing, above the page. */
export function buildToolbar(
  store: Store,
  setPreview: (width: PreviewWidth) => void,
  announce: (text: string) => void,
): { element: HTMLElement; refresh(): void } {
  const undo = button('Undo', () => store.undo(), { title: 'Undo (Ctrl+Z)' });
  const redo = button('Redo', () => store.redo(), { title: 'Redo (Ctrl+Shift+Z)' });
  const previewButtons = PREVIEWS.map(([width, label]) => {
    const control = button(
      label,
      () => {
        previewButtons.forEach((other) =>
          other.setAttribute('aria-pressed', String(other === control)),
        );
        setPreview(width);
      },
      { 'aria-pressed': String(width === 'desktop') },
    );
    return control;
  });
  const element = h(
    'div',
    { class: 'toolbar', role: 'region', 'aria-label': 'Builder controls' },
    h('div', { class: 'toolbar__group', role: 'group', 'aria-label': 'History' }, undo, redo),
    h(
      'div',
      { class: 'toolbar__group', role: 'group', 'aria-label': 'Preview width' },
      h('span', { class: 'toolbar__label', 'aria-hidden': 'true' }, 'Preview'),
      ...previewButtons,
    ),
    h(
      'div',
      { class: 'toolbar__group', role: 'group', 'aria-label': 'Export' },
      button(
        'Export HTML',
        () => {
          download(exportHtml(store.doc));
          announce(`Downloaded ${FLUX_EXPORT_FILENAME}.`);
        },
        { class: 'btn btn--primary' },
      ),
      button('Copy HTML', () => {
        navigator.clipboard.writeText(exportHtml(store.doc)).then(
          () => announce('HTML copied to the clipboard.'),
          () => announce('Copying failed: use Export HTML instead.'),
        );
      }),
    ),
    h(
      'div',
      { class: 'toolbar__group', role: 'group', 'aria-label': 'Page' },
      button(
        'Clear page',
        () => {
          store.apply({ ...emptyDocument(), title: store.doc.title }, { select: null });
          announce('Page cleared. Undo brings it back.');
        },
        { class: 'btn btn--danger' },
      ),
    ),
  );
  return {
    element,
    refresh() {
      undo.disabled = store.history.past.length === 0;
      redo.disabled = store.history.future.length === 0;
    },
  };
}
