/**
 * Collects the latest value per sender for each channel and hands each channel's batch over
 * once per tick. Fan-out then costs one message per recipient per tick, however many senders
 * moved: N movers in a room of M no longer make N × M deliveries. The timer runs only while
 * something is pending, so an idle server never wakes up for it.
 */
export interface TickBatches<V> {
  /** Replaces the pending value of `sender` on `channel` (the latest one wins, moved last). */
  put(channel: string, sender: string | number, value: V): void;
  /** Drops whatever `sender` has pending (it left). */
  forget(channel: string, sender: string | number): void;
  /** Hands every pending batch over now. */
  flush(): void;
  close(): void;
}

export function createTickBatches<V>(options: {
  intervalMs: number;
  /** Decides whether `next` replaces the pending `current` (default: always). */
  replaces?: (current: V, next: V) => boolean;
  deliver(channel: string, batch: Map<string | number, V>): void;
}): TickBatches<V> {
  const pending = new Map<string, Map<string | number, V>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const batches = Array.from(pending.entries());
    pending.clear();
    for (const [channel, batch] of batches) options.deliver(channel, batch);
  };

  return {
    put(channel, sender, value) {
      let batch = pending.get(channel);
      if (!batch) pending.set(channel, (batch = new Map<string | number, V>()));
      const current = batch.get(sender);
      if (current !== undefined && options.replaces && !options.replaces(current, value)) return;
      // Re-inserted, so a batch lists its senders from least to most recently active.
      batch.delete(sender);
      batch.set(sender, value);
      timer ??= setTimeout(flush, options.intervalMs);
    },
    forget(channel, sender) {
      pending.get(channel)?.delete(sender);
    },
    flush() {
      if (timer) clearTimeout(timer);
      flush();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
