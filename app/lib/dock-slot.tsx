import { useCallback, useEffect, useSyncExternalStore } from 'react';
import styles from './dock-slot.module.css';

/**
 * Where the realtime shell's one control ('N online' and the chat button) sits: in the site
 * header on content pages, in the tool's own toolbar on the tool pages, so it never floats over
 * what a visitor reads or draws. The shell loads after hydration and knows nothing of the page:
 * pages mark their places with `<DockSlot>`, the shell portals into the best one there is.
 */
export type DockPlace = 'header' | 'tool';

/** A tool's toolbar wins over the site header. */
const PLACE_ORDER: readonly DockPlace[] = ['tool', 'header'];

const slots: Record<DockPlace, HTMLElement[]> = { tool: [], header: [] };
/** Tool places still loading (DockPending): the control waits for them, not in the header. */
let pendingTools = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The newest slot of the best place; during a navigation the old page's may not be gone yet.
 * None while a tool's place is still loading: the control would land in the header, then move.
 */
function currentTarget(): HTMLElement | null {
  if (pendingTools > 0 && slots.tool.length === 0) return null;
  for (const place of PLACE_ORDER) {
    const target = slots[place].at(-1);
    if (target) return target;
  }
  return null;
}

/** The element the realtime control belongs in, or null when the page offers none. */
export function useDockTarget(): HTMLElement | null {
  return useSyncExternalStore(subscribe, currentTarget, () => null);
}

/**
 * A place the realtime control can be put into. Filled, it draws no box of its own: what is put
 * in lays out as the container's own items. Empty, with a script running, it keeps the
 * control's room (dock-slot.module.css).
 */
export function DockSlot({ place }: { place: DockPlace }) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      slots[place].push(element);
      notify();
      return () => {
        slots[place] = slots[place].filter((slot) => slot !== element);
        notify();
      };
    },
    [place],
  );
  return <div ref={ref} className={styles.slot} data-dock-slot={place} />;
}

/**
 * Stands where a tool's toolbar (and its DockSlot) will be once its code has loaded, so the
 * control waits for it instead of landing in the site header first.
 */
export function DockPending() {
  useEffect(() => {
    pendingTools += 1;
    notify();
    return () => {
      pendingTools -= 1;
      notify();
    };
  }, []);
  // In the server's HTML too: the header keeps no room for a control that goes elsewhere.
  return <span data-dock-pending="tool" hidden />;
}
