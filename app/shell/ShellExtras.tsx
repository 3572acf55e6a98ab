import { lazy, Suspense, useCallback, useState } from 'react';
import { useKonamiCode } from './konami/use-konami';
import { SilentBoundary } from './SilentBoundary';
import { useHydrated } from './use-hydrated';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';

// Browser-only pieces, each loaded after hydration so the first-load bundle stays small.
const RealtimeShell = lazy(() => import('../realtime-shell/RealtimeShell.client'));
const KonamiOverlay = lazy(() => import('./konami/KonamiOverlay.client'));
const CursorTrail = lazy(() => import('./cursor-trail/CursorTrail.client'));

const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/** The shell's delights and live layer: realtime overlay, Konami easter egg, cursor trail. */
export function ShellExtras() {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const finePointer = useMediaQuery(FINE_POINTER_QUERY);
  const [eggOpen, setEggOpen] = useState(false);
  const openEgg = useCallback(() => setEggOpen(true), []);
  useKonamiCode(openEgg);

  if (!hydrated) return null;
  return (
    <>
      <SilentBoundary name="Realtime layer">
        <Suspense fallback={null}>
          <RealtimeShell />
        </Suspense>
      </SilentBoundary>
      {eggOpen && (
        <SilentBoundary name="Easter egg">
          <Suspense fallback={null}>
            <KonamiOverlay onClose={() => setEggOpen(false)} />
          </Suspense>
        </SilentBoundary>
      )}
      {finePointer && !reducedMotion && (
        <SilentBoundary name="Cursor trail">
          <Suspense fallback={null}>
            <CursorTrail />
          </Suspense>
        </SilentBoundary>
      )}
    </>
  );
}
