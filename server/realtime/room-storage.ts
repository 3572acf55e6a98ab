import type { Logger } from '../logger';
import type { RealtimeStore } from './store';

/**
 * How often the total is read again from the database. Between two reads an instance counts
 * only what it stored itself, so with several instances the budget may be overrun by what the
 * others stored in that minute (each writer bounded by doc-budget.ts): a budget meant to keep
 * the disk from filling, not an exact quota.
 */
const ROOM_STORAGE_REFRESH_MS = 60 * 1000;

export interface RoomStorageUsage {
  /** Bytes held by every room's stored document updates. */
  bytes: number;
  /** The budget (config ROOM_STORAGE_MAX_MB). */
  maxBytes: number;
}

/**
 * The budget of every room's stored document together (docs/product.md#document-refusals): a
 * change that would take the total past it is refused; what is stored stays readable.
 *
 * The total is a running count, not a sum over the table per update (that would read every
 * row of every document for each keystroke): seeded from the database at start, moved by each
 * update this instance stores, and read again from the database every ROOM_STORAGE_REFRESH_MS
 * and after rooms expire. The database stays the truth: compactions, expired rooms and other
 * instances' writes are all in the next read. (A shared counter row updated with every
 * update would be exact across instances, but would make every document write on the site
 * wait for one row lock.)
 */
export class RoomStorage {
  /** Stored bytes as of the last read, plus what this instance stored since. */
  private stored = 0;
  /** Updates accepted by `reserve` and not yet stored or released. */
  private reserved = 0;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<number> | null = null;

  constructor(
    private readonly store: Pick<RealtimeStore, 'totalDocumentBytes'>,
    private readonly maxBytes: number,
    private readonly logger: Logger,
  ) {}

  /** Reads the total, then again every ROOM_STORAGE_REFRESH_MS until `stop`. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Reading the room storage total failed'),
      );
    }, ROOM_STORAGE_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads the total from the database (one read at a time); answers it. */
  refresh(): Promise<number> {
    this.refreshing ??= this.store
      .totalDocumentBytes()
      .then((bytes) => {
        this.stored = bytes;
        return bytes;
      })
      .finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /**
   * Sets `bytes` aside for an update about to be stored; false (nothing set aside) when the
   * total would then pass the budget. Follow with `settle`.
   */
  reserve(bytes: number): boolean {
    if (this.stored + this.reserved + bytes > this.maxBytes) return false;
    this.reserved += bytes;
    return true;
  }

  /** A reserved update was stored, or was not after all (its bytes are free again). */
  settle(bytes: number, stored: boolean): void {
    this.reserved -= bytes;
    if (stored) this.stored += bytes;
  }

  usage(): RoomStorageUsage {
    return { bytes: this.stored, maxBytes: this.maxBytes };
  }
}
