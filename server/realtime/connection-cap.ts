import { REALTIME_MESSAGES } from '#common/realtime/index.ts';
import type { ConnectionCounter } from '../limits/connection-counter';
import type { Logger } from '../logger';
import type { RealtimeServer } from './types';

/**
 * At most REALTIME_MAX_SOCKETS_PER_ADDRESS open sockets per client address (every instance's
 * with REDIS_URL). Runs as the last handshake middleware, after the socket's address is known:
 * a refused socket gets a connect_error with the message and is never connected. Each counted
 * socket is released exactly once, when it disconnects or when its connection closes before
 * Socket.IO connected it (then no 'disconnect' ever comes).
 */
export function capConnectionsPerAddress(
  io: RealtimeServer,
  counter: ConnectionCounter,
  logger: Logger,
) {
  io.use((socket, next) => {
    const address = socket.data.clientAddress;
    counter.acquire(address).then(
      (acquired) => {
        if (!acquired) return next(new Error(REALTIME_MESSAGES.tooManyConnections));
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          counter.release(address).catch((error: unknown) => {
            logger.warn({ err: error }, 'Realtime connection count release failed');
          });
        };
        socket.once('disconnect', release);
        socket.conn.once('close', release);
        // The client may have gone while we counted: its 'close' has fired already.
        if (socket.conn.readyState !== 'open') release();
        next();
      },
      (error: unknown) => {
        // A count we cannot take (Redis down) must not lock every visitor out.
        logger.warn({ err: error }, 'Realtime connection count unavailable');
        next();
      },
    );
  });
}
