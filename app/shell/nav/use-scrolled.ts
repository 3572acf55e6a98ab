import { useSyncExternalStore } from 'react';

const NAV_SCROLLED_THRESHOLD_PX = 50;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than the navigation bar's threshold (50 px). */
export function useScrolledPast(threshold = NAV_SCROLLED_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
