import { setMaxListeners } from 'node:events';
import type { HealthSummary } from '../shared/health-probe';
import type { BenchServer, ServerEnv } from '../shared/server';

/** Every flood runs its hostile part inside `measure`, which times /api/health meanwhile. */
export const FLOOD_CAP_MS = 15_000;
/** Bounds set-up steps (connecting, creating the room a flood needs). */
const SETUP_TIMEOUT_MS = 20_000;

/** The signal for one flood's set-up (many sockets may wait on it at once). */
export function setupSignal(): AbortSignal {
  const signal = AbortSignal.timeout(SETUP_TIMEOUT_MS);
  setMaxListeners(0, signal);
  return signal;
}

/**
 * Runs `flood` (stopped at `capMs` through its signal) while /api/health is probed, and records
 * a row with what the flood reports as let through.
 */
export type Measure = (
  label: string,
  capMs: number,
  flood: (signal: AbortSignal) => Promise<string>,
) => Promise<void>;

export interface Flood {
  name: string;
  /** Settings of this flood's server (e.g. TRUST_PROXY to come from many addresses). */
  env?: ServerEnv;
  run(server: BenchServer, measure: Measure): Promise<void>;
}

/** The server's resident memory before a flood and once it is over (what it still holds). */
export interface RssFigures {
  idleBytes: number;
  afterBytes: number;
}

export interface FloodRow {
  label: string;
  /** What the server let through (or why the flood failed). */
  through: string;
  elapsedMs: number;
  /** The flood hit its wall-clock cap before it finished. */
  cut: boolean;
  health: HealthSummary | null;
  rss: RssFigures | null;
}
