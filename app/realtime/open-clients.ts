import type { RealtimeClient } from './client';

/**
 * The sockets `useRealtimeClient` currently holds open in this tab. A room page's feature opens
 * the room's socket; the shell's presence overlay finds it here and rides on it instead of
 * opening a second socket on the same path (which the server would count as a second visitor).
 */
const open = new Set<RealtimeClient>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Lists `client` until the returned function is called (when the hook closes it). */
export function announceOpenClient(client: RealtimeClient): () => void {
  open.add(client);
  changed();
  return () => {
    if (open.delete(client)) changed();
  };
}

/** The first open client whose handshake path is `path` (normalised, as its scope says). */
export function findOpenClient(path: string): RealtimeClient | null {
  for (const client of open) {
    if (client.scope.kind !== 'global' && client.scope.path === path) return client;
  }
  return null;
}

export function onOpenClientsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
