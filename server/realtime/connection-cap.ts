import type { IncomingMessage } from 'node:http';
import { REALTIME_MESSAGES } from '#common/realtime';
import type { ConnectionCounter } from '../limits/connection-counter';
import type { Logger } from '../logger';
import { clientAddress } from './origin';
import type { RealtimeServer } from './types';

/**
 * How long a refused connection stays open for its client to ask for a Socket.IO connection
 * and hear why it is refused. A Socket.IO client asks at once (one round trip after the
 * handshake); a raw Engine.IO client never asks and is closed when this runs out.
 */
export const REFUSED_CONNECTION_CLOSE_MS = 2000;

/** The part of an Engine.IO connection the cap uses. */
interface EngineConnection {
  request: IncomingMessage;
  readyState: string;
  once(event: 'close', listener: () => void): unknown;
  close(): unknown;
}

/**
 * At most REALTIME_MAX_SOCKETS_PER_ADDRESS open connections per client address (every
 * instance's with REDIS_URL), counted per Engine.IO connection: a client that opens Engine.IO
 * connections and never asks for a Socket.IO one counts as much as a page's socket. Each
 * counted connection is released exactly once, when it closes, whatever came of it.
 *
 * The refusal is given in Socket.IO's handshake, so the page can show it (a connect error with
 * the message; a refused Engine.IO handshake reaches the client as a bare transport error), and
 * the refused connection is closed as soon as the refusal is sent, or after
 * REFUSED_CONNECTION_CLOSE_MS when its client never asks.
 */
export function capConnectionsPerAddress(
  io: RealtimeServer,
  counter: ConnectionCounter,
  logger: Logger,
  trustedHops: number,
) {
  const admissions = new WeakMap<object, Promise<boolean>>();
  const countFailure = (error: unknown) => {
    // A count we cannot take (Redis down) must not lock every visitor out.
    logger.warn({ err: error }, 'Realtime connection count unavailable');
    return true;
  };

  io.engine.on('connection', (connection: EngineConnection) => {
    const address = clientAddress(connection.request, trustedHops);
    const admitted = counter.acquire(address).then((acquired) => {
      if (acquired) {
        const release = () => {
          counter.release(address).catch((error: unknown) => {
            logger.warn({ err: error }, 'Realtime connection count release failed');
          });
        };
        // The client may have gone while we counted: its 'close' has fired already.
        if (connection.readyState === 'closed') release();
        else connection.once('close', release);
        return true;
      }
      const timer = setTimeout(() => connection.close(), REFUSED_CONNECTION_CLOSE_MS);
      timer.unref();
      connection.once('close', () => clearTimeout(timer));
      return false;
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
}
