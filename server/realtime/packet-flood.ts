import type { Logger } from '../logger';
import type { ServerSocket } from './types';

/**
 * Far above anything the site's own pages send (fast typing, drawing and a moving cursor together
 * stay well under a few hundred a second), so only a flood reaches it.
 */
export const SOCKET_PACKETS_PER_SECOND_MAX = 1500;
const WINDOW_MS = 1000;

/**
 * Every event handler refuses what is over its own limit, but each refused packet is still read
 * and dispatched: a socket sending tens of thousands of them keeps the event loop busy all the
 * same. One that sends more packets a second than any page could is disconnected, which ends the
 * flood at once (reconnecting is bounded by the per-address connection cap).
 */
export function disconnectFlooders(socket: ServerSocket, logger: Logger) {
  let windowStart = Date.now();
  let count = 0;
  socket.use((_packet, next) => {
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    if (++count <= SOCKET_PACKETS_PER_SECOND_MAX) return next();
    if (socket.connected) {
      logger.warn({ address: socket.data.clientAddress }, 'Realtime flood: socket disconnected');
      socket.disconnect(true);
    }
  });
}
