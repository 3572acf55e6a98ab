import { lazy } from 'react';
import { useConsoleGreeting } from './console-greeting';
import { PartBoundary } from '#app/lib/ui/PartBoundary.tsx';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';

const RealtimeShell = lazy(() => import('../realtime-shell/RealtimeShell.client'));
const CursorTrail = lazy(() => import('./cursor-trail/CursorTrail.client'));

const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/**
 * What the shell adds once the browser is idle after hydration (ShellExtras.tsx): the console
 * greeting, the realtime layer and the cursor trail (fine pointers without reduced motion). The
 * greeting waits too: nobody reads the console in a page's first second, and its text would
 * otherwise weigh on every page's first load.
 */
export default function IdleExtras() {
  useConsoleGreeting();
  const reducedMotion = usePrefersReducedMotion();
  const finePointer = useMediaQuery(FINE_POINTER_QUERY);

  return (
    <>
      <PartBoundary name="Realtime layer">
        <RealtimeShell />
      </PartBoundary>
      {finePointer && !reducedMotion && (
        <PartBoundary name="Cursor trail">
          <CursorTrail />
        </PartBoundary>
      )}
    </>
  );
}
