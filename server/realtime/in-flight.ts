/**
 * The work a realtime instance has accepted from its sockets and not yet finished: events
 * waiting for their turn (listen.ts) and document updates on their way to the store
 * (serial-queue.ts). A shutdown disconnects the sockets first, so nothing new arrives, then
 * waits here before the database closes: an update the server received is stored, not lost
 * with the process.
 */
export class InFlightWork {
  private readonly running = new Set<Promise<unknown>>();

  /** Counts `work` until it settles (its outcome is the caller's business). */
  track(work: Promise<unknown>): void {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
  }

  get size(): number {
    return this.running.size;
  }

  /**
   * Resolves once nothing is running, including work that running work started meanwhile;
   * true when it all finished, false when `maxMs` passed first.
   */
  async drain(maxMs: number): Promise<boolean> {
    const deadline = Date.now() + maxMs;
    while (this.running.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)));
      await Promise.race([Promise.allSettled([...this.running]), timeUp]);
      clearTimeout(timer);
    }
    return true;
  }
}
