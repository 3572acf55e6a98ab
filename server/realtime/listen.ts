import { CHAT_MESSAGES, REALTIME_MESSAGES, ROOM_MESSAGES } from '../../common/realtime';
import type { Logger } from '../logger';
import type { ServerSocket } from './types';

export type Ack = (reply: unknown) => void;

/**
 * Registers a handler that gets the raw payload (validated by the handler with the contract's
 * schemas) and the acknowledgement, if the client asked for one. A handler that throws is
 * logged and answered with `failure`; it never takes the server down.
 */
export function listen(
  socket: ServerSocket,
  logger: Logger,
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
    Promise.resolve()
      .then(() => handler(payload, ack))
      .catch((error: unknown) => {
        logger.error({ err: error, event }, 'Realtime handler failed');
        ack?.(failure);
      });
  });
}

const USER_MESSAGES = new Set<string>([
  ...Object.values(ROOM_MESSAGES),
  ...Object.values(CHAT_MESSAGES),
]);

/**
 * The message for a failed parse: the first issue's when it is one of the contract's
 * user-facing messages, else the generic 'Invalid request' (never zod's own wording).
 */
export function parseFailure(error: { issues: { message: string }[] }): string {
  const message = error.issues[0]?.message;
  return message && USER_MESSAGES.has(message) ? message : REALTIME_MESSAGES.invalidPayload;
}
