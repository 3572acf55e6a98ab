import { lazy, useCallback, useState } from 'react';
import { useKonamiCode } from './konami/use-konami';
import { PartBoundary } from '#app/lib/ui/PartBoundary.tsx';
import { useBrowserIdle } from './use-browser-idle';

// Browser-only pieces: none of them is in the first-load bundle. The idle extras wait until the
// browser is idle after hydration, so they never compete with the page's own first work.
const IdleExtras = lazy(() => import('./IdleExtras.client'));
const KonamiOverlay = lazy(() => import('./konami/KonamiOverlay.client'));

/**
 * The shell's delights and live layer: the Konami easter egg (listening from hydration on), and
 * once the browser is idle the realtime overlay and the cursor trail.
 */
export function ShellExtras() {
  const idle = useBrowserIdle();
  const [eggOpen, setEggOpen] = useState(false);
  const openEgg = useCallback(() => setEggOpen(true), []);
  useKonamiCode(openEgg);

  return (
    <>
      {idle && (
        <PartBoundary name="Idle extras">
          <IdleExtras />
        </PartBoundary>
      )}
      {eggOpen && (
        <PartBoundary name="Easter egg">
          <KonamiOverlay onClose={() => setEggOpen(false)} />
        </PartBoundary>
      )}
    </>
  );
}
