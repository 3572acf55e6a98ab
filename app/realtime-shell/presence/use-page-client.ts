import { useCallback, useSyncExternalStore } from 'react';
import { scopeFromHandshake } from '#common/realtime/index.ts';
import {
  findOpenClient,
  onOpenClientsChange,
  useRealtimeClient,
  type RealtimeClient,
} from '../../realtime';

/**
 * The socket presence uses for the current page. A plain page gets its own socket (re-opened
 * when client-side navigation changes the path). A room page (/collab/x, /whiteboard/x,
 * /editor/x) already has the room's socket, opened by the page's feature: presence rides on it,
 * because a second socket on the path would count the visitor twice and knock on the room again.
 */
export function usePageClient(pathname: string): RealtimeClient | null {
  const scope = scopeFromHandshake(pathname)?.scope ?? null;
  const roomPath = scope?.kind === 'room' ? scope.path : null;
  const ownPath = scope?.kind === 'page' ? scope.path : null;
  const own = useRealtimeClient(ownPath);
  const findRoomClient = useCallback(
    () => (roomPath === null ? null : findOpenClient(roomPath)),
    [roomPath],
  );
  const roomClient = useSyncExternalStore(onOpenClientsChange, findRoomClient, () => null);
  return roomPath === null ? own.client : roomClient;
}
