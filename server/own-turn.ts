/**
 * Waits for a turn of the event loop that is its own. `setImmediate` alone is not enough: every
 * callback queued before a loop's check phase runs in that one phase, so a burst of work that
 * each waited for "the next turn" still runs back to back while page requests wait for the
 * poll phase. Here one waiter is let go per turn, and requests are read in between.
 */
const waiting: (() => void)[] = [];
let releaseScheduled = false;

export function ownTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!releaseScheduled) {
      releaseScheduled = true;
      setImmediate(releaseOne);
    }
  });
}

function releaseOne() {
  const next = waiting.shift();
  if (waiting.length > 0) setImmediate(releaseOne);
  else releaseScheduled = false;
  next?.();
}
