import { NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { CHAT_MESSAGES, REALTIME_MESSAGES, ROOM_MESSAGES } from '#common/realtime/index.ts';
import { ownTurn } from '../own-turn';
import type { RealtimeDeps, ServerSocket } from './types';

export type Ack = (reply: unknown) => void;

/**
 * Events of one socket waiting for their turn. Handlers refuse what is over their limits in
 * microseconds, so a queue this long means a socket that sends faster than it is answered, for
 * seconds: it is disconnected, as a packet flood is (packet-flood.ts).
 */
export const SOCKET_PENDING_EVENTS_MAX = 2000;

interface SocketTurns {
  tail: Promise<void>;
  pending: number;
}
const turnsBySocket = new WeakMap<object, SocketTurns>();

/**
 * Registers a handler that gets the raw payload (validated by the handler with the contract's
 * schemas) and the acknowledgement, if the client asked for one. A handler that throws is
 * logged and answered with `failure`; it never takes the server down.
 *
 * One socket's events are handled one at a time, each on a turn of the event loop of its own:
 * a client that sends a thousand events in one burst arrives as one read, and handling them
 * all at once would keep every page request waiting until the last was answered. A shutdown
 * waits for what is queued (`inFlight`, in-flight.ts).
 */
export function listen(
  socket: ServerSocket,
  { logger, inFlight }: Pick<RealtimeDeps, 'logger' | 'inFlight'>,
  event: string,
  handler: (payload: unknown, ack: Ack | undefined) => unknown,
  failure: unknown = { message: 'Something went wrong' },
): void {
  const untyped = socket as unknown as {
    on(event: string, listener: (...args: unknown[]) => void): void;
  };
  untyped.on(event, (...args) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as Ack) : undefined;
    const payload = ack && args.length === 1 ? undefined : args[0];
    let turns = turnsBySocket.get(socket);
    if (!turns) {
      turns = { tail: Promise.resolve(), pending: 0 };
      turnsBySocket.set(socket, turns);
    }
    if (turns.pending >= SOCKET_PENDING_EVENTS_MAX) {
      if (socket.connected) {
        logger.warn(
          { address: socket.data.clientAddress },
          'Realtime backlog: socket disconnected',
        );
        socket.disconnect(true);
      }
      return;
    }
    const queue = turns;
    queue.pending += 1;
    queue.tail = queue.tail
      .then(ownTurn)
      .then(async () => {
        await handler(payload, ack);
      })
      .catch((error: unknown) => {
        logger.error({ err: error, event }, 'Realtime handler failed');
        ack?.(failure);
      })
      .finally(() => {
        queue.pending -= 1;
      });
    inFlight.track(queue.tail);
  });
}

const USER_MESSAGES = new Set<string>([
  ...Object.values(ROOM_MESSAGES),
  ...Object.values(CHAT_MESSAGES),
  NUL_TEXT_MESSAGE,
]);

/**
 * The message for a failed parse: the first issue's when it is one of the contract's
 * user-facing messages, else the generic 'Invalid request' (never zod's own wording).
 */
export function parseFailure(error: { issues: { message: string }[] }): string {
  const message = error.issues[0]?.message;
  return message && USER_MESSAGES.has(message) ? message : REALTIME_MESSAGES.invalidPayload;
}
