/**
 * Messages between the fan-out section and its client processes (Node IPC). Times cross the
 * process boundary as milliseconds since the scenario's start, on the machine's wall clock with
 * sub-millisecond resolution (every process reads the same clock).
 */
export const epochNow = () => performance.timeOrigin + performance.now();

export interface ClientPlan {
  url: string;
  /** The page path every client is on ('/'). */
  path: string;
  /** This process's clients, as global indexes 0..N-1. */
  indexes: number[];
  /** Clients 0..movers-1 move; every client watches. */
  movers: number;
  moves: number;
  moveIntervalMs: number;
  /** How long after the last move arrivals still count (at least the delivery window). */
  tailMs: number;
  deliveryWindowMs: number;
}

export type ToClients =
  | { type: 'plan'; plan: ClientPlan }
  | { type: 'start'; startAtEpochMs: number }
  /** Every mover's send times (ms since start), by global mover index. */
  | { type: 'sendTimes'; sendTimes: Record<number, number[]> };

export interface ClientSummary {
  /** (move, watcher) pairs: every move of every mover, for every other client. */
  pairs: number;
  /** Pairs whose watcher saw that position or a later one of the same cursor at all. */
  delivered: number;
  /** ...within the delivery window. */
  withinWindow: number;
  /** Delivery latencies of the delivered pairs, as sparse [ms bin, count]. */
  latencies: [number, number][];
}

export type FromClients =
  | { type: 'connected'; connected: number; refused: string }
  | {
      type: 'sent';
      sendTimes: Record<number, number[]>;
      /** This process's own event-loop delay p99 while moving: a busy client skews latencies. */
      loopDelayP99Ms: number;
      /** Its CPU time over the moving phase, as % of one core. */
      cpuPercent: number;
    }
  | ({ type: 'result' } & ClientSummary)
  | { type: 'failed'; message: string };
