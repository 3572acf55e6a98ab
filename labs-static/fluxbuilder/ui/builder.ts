import { FLUX_PREVIEW_WIDTHS_PX, FLUX_STATUS_CLEAR_MS } from '../../shared/constants';
import { h } from '../../shared/dom';
import { CONTENT_CSS } from '../model/content-style';
import { duplicate, remove } from './block-actions';
import { Canvas, KEYBOARD_MOVE_HELP } from './canvas';
import { Inspector } from './inspector';
import { buildPalette } from './palette';
import { starterDocument } from './starter';
import { loadSavedDocument, Store } from './store';
import { buildToolbar } from './toolbar';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Assembles FluxBuilder inside `root`: palette, page canvas, inspector, toolbar, status. */
export function mountBuilder(root: HTMLElement): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CONTENT_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const saved = loadSavedDocument();
  const store = new Store(saved.doc ?? starterDocument());
  const live = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const status = h('p', { class: 'status-line', 'aria-label': 'Builder status' });
  let message = saved.unreadable
    ? 'Your saved page could not be read, so a new one was started.'
    : '';
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const announce = (text: string) => {
    live.textContent = text;
    message = text;
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => {
      message = '';
      refreshStatus();
    }, FLUX_STATUS_CLEAR_MS);
    refreshStatus();
  };

  const canvas = new Canvas(store, announce);
  const inspector = new Inspector(store, announce, (index) => canvas.focusNear(index));
  const scroller = h('div', { class: 'fb-canvas', 'data-preview': 'desktop' }, canvas.element);
  const toolbar = buildToolbar(
    store,
    (width) => {
      scroller.dataset.preview = width;
      const px = FLUX_PREVIEW_WIDTHS_PX[width];
      canvas.element.style.maxWidth = px === null ? '' : `${px}px`;
      announce(`Previewing at ${width} width${px === null ? '' : ` (${px} px)`}.`);
    },
    announce,
  );

  root.replaceChildren(
    toolbar.element,
    h(
      'div',
      { class: 'fb-layout' },
      buildPalette(store, canvas, announce),
      h('section', { class: 'fb-stage', 'aria-label': 'Page preview' }, scroller),
      inspector.element,
    ),
    status,
    live,
    h('p', { class: 'visually-hidden', id: 'fb-move-help' }, KEYBOARD_MOVE_HELP),
  );

  function refreshStatus() {
    toolbar.refresh();
    const count = store.doc.blocks.length;
    status.replaceChildren(
      h('span', {}, 'Blocks: ', h('strong', {}, String(count))),
      h('span', {}, store.saveError ?? 'Saved in this browser'),
      h('span', { class: 'fb-status-message' }, message),
    );
  }
  store.subscribe(refreshStatus);
  refreshStatus();

  document.addEventListener('keydown', (event) => {
    if (isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const onBlock = (event.target as HTMLElement).closest?.('.fb-block') && store.selectedId;
    if (event.ctrlKey || event.metaKey) {
      if (key === 'z' && !event.shiftKey) store.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) store.redo();
      else if (key === 'd' && onBlock) duplicate(store, store.selectedId!, announce);
      else return;
    } else if ((key === 'delete' || key === 'backspace') && onBlock) {
      canvas.focusNear(remove(store, store.selectedId!, announce));
    } else return;
    event.preventDefault();
  });
}
