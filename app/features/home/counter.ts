export const STAT_COUNTER_DURATION_MS = 2000;

export const STAT_COUNTER_STEPS = 60;

/** Time between two counter steps: 2 s over 60 steps (docs/product.md#business-constants). */
export const COUNTER_STEP_MS = STAT_COUNTER_DURATION_MS / STAT_COUNTER_STEPS;

/** The value shown at `step` (0..steps) of the count from 0 up to `target`. */
export function counterValue(target: number, step: number, steps = STAT_COUNTER_STEPS): number {
  const clamped = Math.min(Math.max(step, 0), steps);
  return Math.round((target * clamped) / steps);
}
