import { lazy, Suspense } from 'react';
import { VerifyingPanel } from '../../rooms/VerifyingPanel';
import { useHydrated } from '#app/lib/monaco/LazyCodeEditor.tsx';

// The room's socket, shared document and Monaco binding load only in the browser, on this route.
const RoomSession = lazy(() => import('./RoomSession.client'));

/** /editor/{roomId}: the server (and hydration) render the waiting panel; the browser joins. */
export function RoomEditor({ room }: { room: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <VerifyingPanel />;
  return (
    <Suspense fallback={<VerifyingPanel />}>
      <RoomSession room={room} />
    </Suspense>
  );
}
