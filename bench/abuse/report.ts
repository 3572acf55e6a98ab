import { ms } from '../shared/stats';
import type { FloodRow } from './flood';
import { PROBE_TIMEOUT_MS } from '../shared/health-probe';
import { seconds } from '../shared/tally';

/** What /api/health p99 stays under during every flood. */
export const HEALTH_P99_GOAL_MS = 250;
const MIB = 1024 * 1024;
/** How far above its idle RSS the server may stay once a flood is over. */
export const RSS_GOAL_BYTES = 50 * MIB;

export const rssHeld = (row: FloodRow) =>
  row.rss !== null && row.rss.afterBytes - row.rss.idleBytes <= RSS_GOAL_BYTES;
/** The abuse section's table: one row per flood phase, what got through last (it is long). */
const COLUMNS = [
  ['flood', 62],
  ['time', 9],
  ['probes', 7],
  ['p50', 10],
  ['p99', 10],
  ['max', 10],
  ['health', 18],
  ['rss MB idle→after', 18],
] as const;

function verdict(row: FloodRow): string {
  const { health } = row;
  if (!health) return 'not measured';
  const failed = health.failures > 0 ? ` (failed: ${health.failureReasons})` : '';
  return `${health.p99 < HEALTH_P99_GOAL_MS ? 'ok' : 'SLOW'}${failed}`;
}

function cells(row: FloodRow): string[] {
  const { health } = row;
  const time = `${seconds(row.elapsedMs)}${row.cut ? ' cap' : ''}`;
  return [
    row.label,
    time,
    health ? String(health.count) : '-',
    health ? ms(health.p50) : '-',
    health ? ms(health.p99) : '-',
    health ? ms(health.max) : '-',
    verdict(row),
    rssCell(row),
  ];
}

function rssCell(row: FloodRow): string {
  if (!row.rss) return '-';
  const { idleBytes, afterBytes } = row.rss;
  const mb = (value: number) => Math.round(value / MIB);
  return `${mb(idleBytes)}→${mb(afterBytes)} ${rssHeld(row) ? 'ok' : 'HIGH'}`;
}

const line = (values: string[]) =>
  values.map((value, index) => value.padEnd(COLUMNS[index]?.[1] ?? 0)).join(' ');

export function printTable(rows: FloodRow[]) {
  console.log(line([...COLUMNS.map(([name]) => name)]) + ' got through');
  for (const row of rows) console.log(`${line(cells(row))} ${row.through}`);
  const slow = rows.filter((row) => !row.health || row.health.p99 >= HEALTH_P99_GOAL_MS);
  const settled = rows.filter(rssHeld).length;
  console.log(
    `\n/api/health p99 under ${HEALTH_P99_GOAL_MS} ms: ${rows.length - slow.length}/${rows.length} ` +
      `rows. 'cap': the flood was stopped at its wall-clock cap; failed probes ` +
      `(timeout, error, non-200) count as ${PROBE_TIMEOUT_MS} ms.\n` +
      `RSS within ${RSS_GOAL_BYTES / MIB} MB of idle after the flood: ${settled}/${rows.length} ` +
      `rows (read with the flood's sockets still open, after up to 30 s of quiet).`,
  );
}
