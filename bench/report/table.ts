import type { Figure } from '../shared/figures';

/**
 * The final table, as Markdown (readable in a terminal, and quotable as it is in the README):
 * figure, measured, goal, verdict.
 */
const HEADER = ['Figure', 'Measured', 'Goal', 'Verdict'];

const escape = (text: string) => text.replaceAll('|', '\\|');

export function figuresTable(figures: Figure[]): string {
  const rows = figures.map((figure) =>
    [figure.figure, figure.measured, figure.goal || '–', figure.verdict].map(escape),
  );
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(HEADER),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** '12 of 15 figures with a goal met; 2 not measured'. */
export function verdictSummary(figures: Figure[]): string {
  const judged = figures.filter((figure) => figure.verdict === 'pass' || figure.verdict === 'FAIL');
  const passed = judged.filter((figure) => figure.verdict === 'pass').length;
  const missing = figures.filter((figure) => figure.verdict === 'not measured').length;
  return (
    `${passed} of ${judged.length} figures with a goal met` +
    (missing > 0 ? `; ${missing} not measured` : '')
  );
}
