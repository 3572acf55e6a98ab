import { useCallback, useSyncExternalStore } from 'react';

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
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest slot of the best place; during a navigation the old page's may not be gone yet. */
function currentTarget(): HTMLElement | null {
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
 * An empty place the realtime control can be put into. It draws no box of its own (a flex
 * container's gap does not open for it while it is empty): what is put in lays out as the
 * container's own items.
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
  return <div ref={ref} style={{ display: 'contents' }} data-dock-slot={place} />;
}
