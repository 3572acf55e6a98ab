import { useEffect, useState } from 'react';
import type { ConnectionStatus, RealtimeClient } from './client';
import type { ConnectOptions } from './connect';
import { announceOpenClient } from './open-clients';

export interface RealtimeClientState {
  /** Null until socket.io-client has loaded (after mount), and after unmount. */
  client: RealtimeClient | null;
  status: ConnectionStatus;
}

const IDLE: RealtimeClientState = { client: null, status: 'initializing' };

/**
 * A socket for `path` ('global' for the site-wide chat, null for none) for as long as the
 * component is mounted; a new path (client-side navigation) closes it and opens a new one.
 * Loads socket.io-client lazily, so it never weighs on the first page load.
 */
export function useRealtimeClient(
  path: string | null,
  options?: ConnectOptions,
): RealtimeClientState {
  const [state, setState] = useState<RealtimeClientState>(IDLE);
  const url = options?.url;
  const tokens = options?.tokens;

  useEffect(() => {
    if (path === null) return;
    let cancelled = false;
    let client: RealtimeClient | null = null;
    let stopStatus: (() => void) | undefined;
    let withdraw: (() => void) | undefined;
    void import('./connect')
      .then(({ connectRealtime }) => connectRealtime(path, { url, tokens }))
      .then((opened) => {
        if (cancelled) {
          opened.close();
          return;
        }
        client = opened;
        withdraw = announceOpenClient(opened);
        setState({ client: opened, status: opened.status });
        stopStatus = opened.onStatus((status) => setState({ client: opened, status }));
      });
    return () => {
      cancelled = true;
      stopStatus?.();
      withdraw?.();
      client?.close();
      setState(IDLE);
    };
  }, [path, url, tokens]);

  return state;
}
