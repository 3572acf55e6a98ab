import { emptyHistogram, record, toSparse } from './histogram';
import type { ClientSummary } from './protocol';

/**
 * What each watcher saw of each mover: per (watcher, mover), the arrival time of every sequence
 * number that was the newest seen so far. A move m counts as delivered at the first arrival of
 * m or of any later move of that cursor (a frame carries only each cursor's latest position, and
 * the server may skip frames), so its latency is that arrival minus m's own send time.
 */
export class ArrivalLog {
  /** [watcher slot][mover × moves + seq] → ms since start; NaN = never newest. */
  private readonly arrivals: Float32Array[];
  private readonly newestSeen: Int32Array[];

  constructor(
    private readonly watchers: number[],
    private readonly movers: number,
    private readonly moves: number,
  ) {
    this.arrivals = watchers.map(() => new Float32Array(movers * moves).fill(Number.NaN));
    this.newestSeen = watchers.map(() => new Int32Array(movers).fill(-1));
  }

  /** A cursor of a frame that reached watcher `slot`, named '<mover>.<seq>'. */
  see(slot: number, name: string | undefined, atMs: number): void {
    if (!name) return;
    const dot = name.indexOf('.');
    const mover = Number(name.slice(0, dot));
    const seq = Number(name.slice(dot + 1));
    if (mover === this.watchers[slot] || !(mover >= 0 && mover < this.movers)) return;
    if (!(seq >= 0 && seq < this.moves)) return;
    const newest = this.newestSeen[slot]!;
    if (seq <= newest[mover]!) return;
    newest[mover] = seq;
    this.arrivals[slot]![mover * this.moves + seq] = atMs;
  }

  summarize(sendTimes: Record<number, number[]>, windowMs: number): ClientSummary {
    const histogram = emptyHistogram();
    let pairs = 0;
    let delivered = 0;
    let withinWindow = 0;
    for (const [slot, watcher] of this.watchers.entries()) {
      const arrivals = this.arrivals[slot]!;
      for (let mover = 0; mover < this.movers; mover++) {
        if (mover === watcher) continue;
        const sent = sendTimes[mover] ?? [];
        let firstLaterArrival = Number.NaN;
        // Backwards: the first arrival of seq ≥ m is the nearest recorded one at or after m.
        for (let seq = sent.length - 1; seq >= 0; seq--) {
          const arrival = arrivals[mover * this.moves + seq]!;
          if (!Number.isNaN(arrival)) firstLaterArrival = arrival;
          pairs += 1;
          if (Number.isNaN(firstLaterArrival)) continue;
          const latency = firstLaterArrival - sent[seq]!;
          delivered += 1;
          if (latency <= windowMs) withinWindow += 1;
          record(histogram, latency);
        }
      }
    }
    return { pairs, delivered, withinWindow, latencies: toSparse(histogram) };
  }
}
