/**
 * One line of the final table: a figure with a goal (or a supporting figure with no
 * goal), what this run measured, and whether it meets the goal.
 */
type Verdict = 'pass' | 'FAIL' | 'info' | 'not measured';

export interface Figure {
  section: string;
  figure: string;
  /** As printed, e.g. '0.83 (2,310 vs 2,781 req/s)'. */
  measured: string;
  /** The number the verdict was taken on (null when not measured), for comparing runs. */
  value: number | null;
  /** e.g. '≥ 0.8', '≤ 250 MB'; empty for a supporting figure. */
  goal: string;
  verdict: Verdict;
}

/** What a section hands back: its figures, and details worth keeping in the JSON. */
export interface SectionResult {
  figures: Figure[];
  details?: unknown;
}

type Comparison = 'atLeast' | 'atMost';

/** A figure with a goal: `value` compared with `goal` ('atLeast': value ≥ goal). */
export function goalFigure(
  section: string,
  figure: string,
  value: number | null,
  measured: string,
  goal: { comparison: Comparison; target: number; text: string },
): Figure {
  if (value === null || !Number.isFinite(value)) {
    return { section, figure, measured, value: null, goal: goal.text, verdict: 'not measured' };
  }
  const met = goal.comparison === 'atLeast' ? value >= goal.target : value <= goal.target;
  return { section, figure, measured, value, goal: goal.text, verdict: met ? 'pass' : 'FAIL' };
}

export const atLeast = (target: number, text: string) =>
  ({ comparison: 'atLeast', target, text }) as const;
export const atMost = (target: number, text: string) =>
  ({ comparison: 'atMost', target, text }) as const;

/** A supporting figure: printed and kept, judged against nothing. */
export function infoFigure(
  section: string,
  figure: string,
  value: number | null,
  measured: string,
): Figure {
  return { section, figure, measured, value, goal: '', verdict: 'info' };
}

/** A figure that could not be measured this run, with the reason as its measured text. */
export function missingFigure(section: string, figure: string, goal: string, why: string): Figure {
  return { section, figure, measured: why, value: null, goal, verdict: 'not measured' };
}
