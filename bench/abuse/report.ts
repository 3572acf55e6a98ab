import { ms } from '../shared/stats';
import type { FloodRow } from './flood';
import { PROBE_TIMEOUT_MS } from '../shared/health-probe';
import { seconds } from '../shared/tally';

/** What /api/health p99 stays under during every flood. */
export const HEALTH_P99_GOAL_MS = 250;
/** The abuse section's table: one row per flood phase, what got through last (it is long). */
const COLUMNS = [
  ['flood', 62],
  ['time', 9],
  ['probes', 7],
  ['p50', 10],
  ['p99', 10],
  ['max', 10],
  ['health', 18],
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
  ];
}

const line = (values: string[]) =>
  values.map((value, index) => value.padEnd(COLUMNS[index]?.[1] ?? 0)).join(' ');

export function printTable(rows: FloodRow[]) {
  console.log(line([...COLUMNS.map(([name]) => name)]) + ' got through');
  for (const row of rows) console.log(`${line(cells(row))} ${row.through}`);
  const slow = rows.filter((row) => !row.health || row.health.p99 >= HEALTH_P99_GOAL_MS);
  console.log(
    `\n/api/health p99 under ${HEALTH_P99_GOAL_MS} ms: ${rows.length - slow.length}/${rows.length} ` +
      `rows. 'cap': the flood was stopped at its wall-clock cap; failed probes ` +
      `(timeout, error, non-200) count as ${PROBE_TIMEOUT_MS} ms.`,
  );
}
