import { FLUX_DRAG_THRESHOLD_PX } from '../../shared/constants';
import { h } from '../../shared/dom';

/** Dragging within this distance of the window's top or bottom edge scrolls the page. */
const AUTO_SCROLL_EDGE_PX = 48;
const AUTO_SCROLL_STEP_PX = 16;

/** Touch drags cannot scroll the page themselves, so the drag does it near the edges. */
function scrollNearEdges(clientY: number): void {
  if (clientY < AUTO_SCROLL_EDGE_PX) window.scrollBy(0, -AUTO_SCROLL_STEP_PX);
  else if (clientY > window.innerHeight - AUTO_SCROLL_EDGE_PX)
    window.scrollBy(0, AUTO_SCROLL_STEP_PX);
}

/** What the canvas offers a drag: where a drop would land, and a marker to show it. */
export interface DropTarget {
  /** Insertion point (0..n) under the pointer, or null when it is outside the page. */
  insertionAt(clientX: number, clientY: number): number | null;
  showMarker(insertion: number | null): void;
}

/**
 * Drag by Pointer Events, so mouse, pen and touch all work (HTML drag and drop does not work
 * with touch). A press only becomes a drag after moving a few pixels, so clicks stay clicks.
 */
export function pointerDrag(
  source: HTMLElement,
  label: () => string,
  target: DropTarget,
  onDrop: (insertion: number) => void,
): void {
  let suppressClick = false;
  source.addEventListener(
    'click',
    (event) => {
      if (!suppressClick) return;
      suppressClick = false;
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    true,
  );
  source.addEventListener('pointerdown', (down) => {
    if (down.button !== 0) return;
    let ghost: HTMLElement | null = null;
    let insertion: number | null = null;
    const move = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      const distance = Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY);
      if (!ghost && distance < FLUX_DRAG_THRESHOLD_PX) return;
      if (!ghost) {
        ghost = h('div', { class: 'fb-ghost', 'aria-hidden': 'true' }, label());
        document.body.append(ghost);
        document.body.classList.add('is-dragging');
      }
      event.preventDefault();
      scrollNearEdges(event.clientY);
      ghost.style.transform = `translate(${event.clientX + 12}px, ${event.clientY + 12}px)`;
      insertion = target.insertionAt(event.clientX, event.clientY);
      target.showMarker(insertion);
    };
    const end = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (!ghost) return;
      ghost.remove();
      document.body.classList.remove('is-dragging');
      target.showMarker(null);
      suppressClick = true;
      // A click only follows when the press ended on the source; clear the flag otherwise.
      setTimeout(() => (suppressClick = false));
      if (event.type === 'pointerup' && insertion !== null) onDrop(insertion);
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  });
}
