import type { RunProgress } from './timeline';

export const NO_PATH_TEXT = 'No path';

export interface StatusItem {
  label: string;
  value: string;
}

/** The status line's items for one lane: visited cells, path length and cost, and time. */
export function statusItems(progress: RunProgress | null, elapsedMs?: number): StatusItem[] {
  if (!progress) return [{ label: 'Ready', value: 'draw walls, then Run' }];
  const items: StatusItem[] = [{ label: 'Visited', value: `${progress.visited} cells` }];
  const outcome = progress.outcome;
  if (!outcome) items.push({ label: 'Path', value: 'searching…' });
  else if (!outcome.found) items.push({ label: 'Path', value: NO_PATH_TEXT });
  else {
    items.push({ label: 'Path length', value: `${outcome.length} steps` });
    items.push({ label: 'Cost', value: String(outcome.cost) });
  }
  if (elapsedMs !== undefined) items.push({ label: 'Time', value: formatMs(elapsedMs) });
  return items;
}

/**
 * The page's status line in compare mode: one item per lane, its name and how its search went
 * (a lane that has not started says 'ready', one still playing 'searching…').
 */
export function compareItems(
  lanes: ReadonlyArray<{ name: string; progress: RunProgress | null }>,
): StatusItem[] {
  return lanes.map(({ name, progress }) => ({ label: name, value: laneOutcome(progress) }));
}

function laneOutcome(progress: RunProgress | null): string {
  const outcome = progress?.outcome;
  if (!progress) return 'ready';
  if (!outcome) return 'searching…';
  if (!outcome.found) return NO_PATH_TEXT;
  return `${outcome.length} steps, cost ${outcome.cost}`;
}

export function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${Math.round(ms)} ms`;
}
