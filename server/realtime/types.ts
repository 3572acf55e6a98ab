import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketData,
} from '#common/realtime/index.ts';
import type { Config } from '../config';
import type { Limiter } from '../limits/limiter';
import type { Logger } from '../logger';
import type { AwarenessFanOut } from './awareness-fan-out';
import type { CursorFanOut } from './cursor-fan-out';
import type { DepartedInstances } from './departed-instances';
import type { DocumentService } from './documents';
import type { InFlightWork } from './in-flight';
import type { SlidingWindowLimiter } from './rate-limiter';
import type { ReadingNowFeed } from './reading-now';
import type { RealtimeStore } from './store';

/** Between instances (Redis adapter): the rooms another instance's sweep removed (room-expiry.ts). */
interface InterServerEvents {
  'rooms:expired': (ids: string[], forgotten: (done: true) => void) => void;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type ServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** The long-lived pieces every handler uses (one set per instance). */
export interface RealtimeDeps {
  io: RealtimeServer;
  config: Config;
  logger: Logger;
  store: RealtimeStore;
  docs: DocumentService;
  /** What each socket's document budget counts time by (Date.now outside tests). */
  docBudgetClock: () => number;
  /** Socket events and document updates accepted and not yet finished (awaited on shutdown). */
  inFlight: InFlightWork;
  /** Cursor moves, one frame per path and tick. */
  cursors: CursorFanOut;
  /** Awareness updates, one merged update per room and tick. */
  awareness: AwarenessFanOut;
  /** What this instance's sockets are seen as, for a survivor to announce if it dies. */
  departed: DepartedInstances;
  /** Tells the owner's console who reads what (reading-now.ts). */
  readingNow: ReadingNowFeed;
  /**
   * Per client address (shared by every instance with REDIS_URL) or per socket (a socket lives
   * on one instance, so its count stays in memory).
   */
  limits: {
    /** room:create per client address. */
    create: Limiter;
    /** Failed room:verify attempts per client address. */
    verify: Limiter;
    /** Every room:verify, right or wrong, per client address and room (roomJoinKey). */
    join: Limiter;
    /** chat:message per client address, across its sockets and reconnects. */
    chat: Limiter;
    /** cursor:move per socket (above the client's own throttle). */
    cursor: SlidingWindowLimiter;
    /** whiteboard:relay per socket. */
    relay: SlidingWindowLimiter;
    /** doc:awareness per socket (above the client's own throttle). */
    awareness: SlidingWindowLimiter;
    /** room:info per socket. */
    roomInfo: SlidingWindowLimiter;
  };
}

/** What this instance remembers about one of its sockets (never shared between instances). */
export interface SocketState {
  /** Awareness client id → last clock, announced by this socket. */
  awareness: Map<number, number>;
  /** Runs the socket's document messages one after another, in arrival order. */
  enqueue(task: () => Promise<void>): void;
}
