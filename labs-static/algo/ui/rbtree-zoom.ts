import { button, h } from '../../shared/dom';
import type { TreeView } from './rbtree-view';

/** One press of Zoom in or Zoom out (or of + and −) changes the scale by this factor. */
const ZOOM_STEP_FACTOR = 1.25;
/** Wheel travel that doubles (or halves) the scale, in pixels of deltaY. */
const WHEEL_PX_PER_DOUBLING = 400;
/** deltaMode 1 counts lines: roughly this many pixels each. */
const WHEEL_LINE_PX = 16;
/** One arrow key press moves the tree this far. */
const KEY_PAN_PX = 40;

const CANVAS_HELP_ID = 'rb-canvas-help';

/**
 * The tree's zoom and pan: buttons with names (Zoom in, Zoom out, Fit tree to view), the wheel
 * about the pointer, dragging, and from the keyboard on the focused canvas arrows, + − and 0.
 * Returns the bar of buttons and help, for the page to place above the canvas.
 */
export function enablePanZoom(canvas: HTMLElement, view: TreeView): HTMLElement {
  canvas.setAttribute('tabindex', '0');
  canvas.setAttribute('role', 'group');
  canvas.setAttribute('aria-label', 'Tree view');
  canvas.setAttribute('aria-describedby', CANVAS_HELP_ID);

  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      const pixels = event.deltaMode === 1 ? event.deltaY * WHEEL_LINE_PX : event.deltaY;
      view.zoom(2 ** (-pixels / WHEEL_PX_PER_DOUBLING), pointIn(canvas, event));
    },
    { passive: false },
  );

  let dragging: { id: number; x: number; y: number } | null = null;
  canvas.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    dragging = { id: event.pointerId, x: event.clientX, y: event.clientY };
    canvas.setPointerCapture(event.pointerId);
    canvas.classList.add('is-panning');
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!dragging || dragging.id !== event.pointerId) return;
    view.pan(event.clientX - dragging.x, event.clientY - dragging.y);
    dragging = { ...dragging, x: event.clientX, y: event.clientY };
  });
  const stop = (event: PointerEvent) => {
    if (!dragging || dragging.id !== event.pointerId) return;
    dragging = null;
    canvas.classList.remove('is-panning');
  };
  canvas.addEventListener('pointerup', stop);
  canvas.addEventListener('pointercancel', stop);

  canvas.addEventListener('keydown', (event) => {
    const action = keyAction(event.key, view);
    if (!action) return;
    event.preventDefault();
    action();
  });

  return h(
    'div',
    { class: 'rb-zoom' },
    h(
      'p',
      { class: 'rb-zoom__help', id: CANVAS_HELP_ID },
      'Drag or use the arrow keys to pan; the wheel, + and − zoom; 0 fits.',
    ),
    h(
      'div',
      { class: 'rb-zoom__buttons', role: 'group', 'aria-label': 'Zoom' },
      button('−', () => view.zoom(1 / ZOOM_STEP_FACTOR), { 'aria-label': 'Zoom out' }),
      button('+', () => view.zoom(ZOOM_STEP_FACTOR), { 'aria-label': 'Zoom in' }),
      button('Fit', () => view.fit(), { 'aria-label': 'Fit tree to view' }),
    ),
  );
}

function keyAction(key: string, view: TreeView): (() => void) | undefined {
  switch (key) {
    case 'ArrowLeft':
      return () => view.pan(KEY_PAN_PX, 0);
    case 'ArrowRight':
      return () => view.pan(-KEY_PAN_PX, 0);
    case 'ArrowUp':
      return () => view.pan(0, KEY_PAN_PX);
    case 'ArrowDown':
      return () => view.pan(0, -KEY_PAN_PX);
    case '+':
    case '=':
      return () => view.zoom(ZOOM_STEP_FACTOR);
    case '-':
      return () => view.zoom(1 / ZOOM_STEP_FACTOR);
    case '0':
      return () => view.fit();
    default:
      return undefined;
  }
}

function pointIn(element: HTMLElement, event: MouseEvent): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}
