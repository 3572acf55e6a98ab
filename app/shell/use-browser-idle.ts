import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that never rests still gets its extras. */
const IDLE_TIMEOUT_MS = 4_000;
/** Without requestIdleCallback (Safari), a pause after hydration stands in for idleness. */
const NO_IDLE_CALLBACK_DELAY_MS = 1_000;

/**
 * False during hydration, true once the browser first has nothing better to do: extras that are
 * not part of the page (the realtime layer, the cursor trail) wait for it, so they never compete
 * with the page's first paint, hydration or first input.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(markIdle, NO_IDLE_CALLBACK_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
