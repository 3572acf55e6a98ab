import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ROOM_INFO_TIMEOUT_MS } from '../../../../common/realtime/limits';
import { EVENTS, sessionRoomTokens, type RealtimeClient } from '../../../realtime';
import { accessReducer, INITIAL_ACCESS, lostCreateRace, type AccessState } from './room-access';

export interface RoomAccess extends AccessState {
  create: (request: { isPrivate: boolean; password: string }) => void;
  join: (password: string) => void;
}

/** Resolves true once the socket is admitted, false after `timeoutMs` without it. */
function waitForAdmission(client: RealtimeClient, timeoutMs: number): Promise<boolean> {
  if (client.admission) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
    const stop = client.on(EVENTS.roomJoined, () => {
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/**
 * Room access for the editor's room socket (docs/product.md#rooms-and-access): room info on every connect, then a
 * create or password dialog, or nothing when the server admits the socket by itself (a public
 * room, or this tab's stored token after a reload or a network blip).
 */
export function useRoomAccess(client: RealtimeClient | null, room: string): RoomAccess {
  const [state, dispatch] = useReducer(accessReducer, INITIAL_ACCESS);
  const tokens = useMemo(() => sessionRoomTokens(), []);
  const check = useRef<() => Promise<void>>(() => Promise.resolve());

  useEffect(() => {
    if (!client) return;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    check.current = async () => {
      const reply = await client.roomInfo(room);
      if (!active || client.admission) return;
      const admitsItself =
        reply !== null &&
        !('message' in reply) &&
        reply.exists &&
        (!reply.isPrivate || tokens.get(room) !== undefined);
      // The server's own admission may still be on its way: give it the same time as room info.
      if (admitsItself && (await waitForAdmission(client, ROOM_INFO_TIMEOUT_MS))) return;
      if (!active || client.admission) return;
      dispatch({ type: 'recheck' });
      dispatch({ type: 'info', reply });
      // A public room that has not let us in yet: ask again (room info admits, too).
      if (admitsItself && !reply.isPrivate) {
        retry = setTimeout(() => void check.current(), ROOM_INFO_TIMEOUT_MS);
      }
    };
    const stops = [
      client.on(EVENTS.roomJoined, (joined) => {
        if (joined.room === room) dispatch({ type: 'joined', isPrivate: joined.isPrivate });
      }),
      client.onStatus((status) => {
        if (status === 'connected') void check.current();
      }),
    ];
    if (client.admission) {
      dispatch({ type: 'joined', isPrivate: client.admission.isPrivate });
    } else if (client.connected) {
      void check.current();
    }
    return () => {
      active = false;
      clearTimeout(retry);
      stops.forEach((stop) => stop());
    };
  }, [client, room, tokens]);

  const create = useCallback(
    (request: { isPrivate: boolean; password: string }) => {
      if (!client) return;
      dispatch({ type: 'submitted' });
      void client
        .createRoom({
          room,
          isPrivate: request.isPrivate,
          ...(request.isPrivate ? { password: request.password } : {}),
        })
        .then((reply) => {
          if (reply.success) dispatch({ type: 'created' });
          else if (lostCreateRace(reply.message)) void check.current();
          else dispatch({ type: 'createFailed', message: reply.message });
        });
    },
    [client, room],
  );

  const join = useCallback(
    (password: string) => {
      if (!client) return;
      dispatch({ type: 'submitted' });
      void client.verifyRoom(room, password).then((reply) => {
        if (!reply.success) dispatch({ type: 'verifyFailed', message: reply.message });
      });
    },
    [client, room],
  );

  return { ...state, create, join };
}
