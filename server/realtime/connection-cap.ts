import type { IncomingMessage } from 'node:http';
import { REALTIME_MESSAGES } from '#common/realtime/index.ts';
import type { ConnectionCounter } from '../limits/connection-counter';
import type { Logger } from '../logger';
import { clientAddress } from './origin';
import type { RealtimeServer } from './types';

/**
 * How long a refused connection stays open for its client to ask for a Socket.IO connection
 * and hear why it is refused. A Socket.IO client asks at once (one round trip after the
 * handshake); a raw Engine.IO client never asks and is closed when this runs out.
 */
const REFUSED_CONNECTION_CLOSE_MS = 2000;
/**
 * Refused connections of one address that may be open at once on an instance. Past it the
 * address's Engine.IO handshakes are refused before any connection is made (HTTP 403 with the
 * message), so a script opening connections in a loop costs each one a short answer.
 */
export const REFUSED_CONNECTIONS_OPEN_MAX = 5;

/** The part of an Engine.IO connection the cap uses. */
interface EngineConnection {
  request: IncomingMessage;
  readyState: string;
  once(event: 'close', listener: () => void): unknown;
  close(): unknown;
}

type AllowRequest = (
  request: IncomingMessage,
  callback: (message: string | null | undefined, success: boolean) => void,
) => void;

export interface ConnectionCap {
  /** Engine.IO's `allowRequest` option: refuses the handshakes of a refused address's flood. */
  allowRequest: AllowRequest;
  /** Counts every Engine.IO connection of `io` with `counter` and refuses those past it. */
  attach(io: RealtimeServer, counter: ConnectionCounter): void;
}

/**
 * At most REALTIME_MAX_SOCKETS_PER_ADDRESS open connections per client address (every
 * instance's with REDIS_URL), counted per Engine.IO connection: a client that opens Engine.IO
 * connections and never asks for a Socket.IO one counts as much as a page's socket. Each
 * counted connection is released exactly once, when it closes, whatever came of it.
 *
 * The refusal is given in Socket.IO's handshake, so the page can show it (a refused Engine.IO
 * handshake reaches Socket.IO's client as a bare transport error), and the refused connection
 * is closed as soon as the refusal is sent, or after REFUSED_CONNECTION_CLOSE_MS when its client
 * never asks. Only an address that keeps REFUSED_CONNECTIONS_OPEN_MAX refused connections open
 * has its handshakes refused outright.
 */
export function createConnectionCap(logger: Logger, trustedHops: number): ConnectionCap {
  const refusedOpen = new Map<string, number>();
  const countFailure = (error: unknown) => {
    // A count we cannot take (Redis down) must not lock every visitor out.
    logger.warn({ err: error }, 'Realtime connection count unavailable');
    return true;
  };

  const holdRefused = (address: string, connection: EngineConnection) => {
    refusedOpen.set(address, (refusedOpen.get(address) ?? 0) + 1);
    const timer = setTimeout(() => connection.close(), REFUSED_CONNECTION_CLOSE_MS);
    timer.unref();
    const forget = () => {
      clearTimeout(timer);
      const left = (refusedOpen.get(address) ?? 1) - 1;
      if (left > 0) refusedOpen.set(address, left);
      else refusedOpen.delete(address);
    };
    if (connection.readyState === 'closed') forget();
    else connection.once('close', forget);
  };

  return {
    allowRequest(request, callback) {
      const refused = refusedOpen.get(clientAddress(request, trustedHops)) ?? 0;
      if (refused >= REFUSED_CONNECTIONS_OPEN_MAX) {
        callback(REALTIME_MESSAGES.tooManyConnections, false);
      } else {
        callback(null, true);
      }
    },

    attach(io, counter) {
      const admissions = new WeakMap<object, Promise<boolean>>();
      io.engine.on('connection', (connection: EngineConnection) => {
        const address = clientAddress(connection.request, trustedHops);
        const admitted = counter.acquire(address).then((acquired) => {
          if (!acquired) {
            holdRefused(address, connection);
            return false;
          }
          const release = () => {
            counter.release(address).catch((error: unknown) => {
              logger.warn({ err: error }, 'Realtime connection count release failed');
            });
          };
          // The client may have gone while we counted: its 'close' has fired already.
          if (connection.readyState === 'closed') release();
          else connection.once('close', release);
          return true;
        }, countFailure);
        admissions.set(connection, admitted);
      });

      io.use((socket, next) => {
        const admitted = admissions.get(socket.conn) ?? Promise.resolve(true);
        void admitted.then((isAdmitted) => {
          if (isAdmitted) return next();
          next(new Error(REALTIME_MESSAGES.tooManyConnections));
          // Socket.IO writes the refusal on the next tick; closing waits for it to be sent.
          process.nextTick(() => socket.conn.close());
        });
      });
    },
  };
}
