import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { EVENTS } from '#common/realtime/index.ts';
import type { RealtimeClient } from '../../realtime';
import { cursorColor } from './cursor-geometry';
import {
  EMPTY_PRESENCE,
  onlineCount,
  presenceReducer,
  remoteCursors,
  type RemoteCursor,
} from './presence-state';

export interface Presence {
  /** 'N online' (others plus self); 0 while there is nothing to show. */
  count: number;
  cursors: RemoteCursor[];
}

const noSubscription = () => () => {};

/**
 * Presence on the page socket: asks who is there whenever the socket (re)connects or a room
 * admits it, then follows joins, leaves and cursor updates. A room page's socket takes part
 * only once admitted, so until then nothing is shown.
 */
export function usePresence(client: RealtimeClient | null): Presence {
  const [state, dispatch] = useReducer(presenceReducer, EMPTY_PRESENCE);

  useEffect(() => {
    if (!client) return;
    const refresh = () => {
      if (!client.connected) return;
      dispatch({ type: 'request' });
      void client.requestPresence().then((ids) => dispatch({ type: 'snapshot', ids }));
    };
    const stops = [
      client.onStatus((status) => {
        if (status === 'connected') refresh();
        else dispatch({ type: 'reset' });
      }),
      client.on(EVENTS.roomJoined, refresh),
      client.on(EVENTS.presenceJoin, ({ id }) => dispatch({ type: 'join', id })),
      client.on(EVENTS.presenceLeave, ({ id }) => dispatch({ type: 'leave', id })),
      client.on(EVENTS.cursorBatch, (batch) => {
        const cursors = batch.cursors.map((cursor) => ({
          ...cursor,
          color: cursorColor(cursor.color, cursor.id),
        }));
        dispatch({ type: 'cursors', cursors });
      }),
    ];
    queueMicrotask(refresh);
    return () => {
      stops.forEach((stop) => stop());
      dispatch({ type: 'reset' });
    };
  }, [client]);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!client) return noSubscription();
      const stops = [client.onStatus(listener), client.on(EVENTS.roomJoined, listener)];
      return () => stops.forEach((stop) => stop());
    },
    [client],
  );
  // A room page's socket is seen only once admitted; a plain page's as soon as it connects.
  const visibleId = useSyncExternalStore(
    subscribe,
    () => (client && (client.scope.kind !== 'room' || client.admission) ? client.id : null),
    () => null,
  );

  return useMemo(
    () => ({ count: onlineCount(state, visibleId), cursors: remoteCursors(state, visibleId) }),
    [state, visibleId],
  );
}
