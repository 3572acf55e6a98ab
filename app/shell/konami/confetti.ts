/**
 * Confetti pieces of the easter egg (docs/product.md#entities, docs/product.md#business-constants): each has a left position in percent, a
 * delay of 0 to 2 s and one of five colours. `random` is injectable so tests are repeatable.
 */

const CONFETTI_PIECE_COUNT = 150;

export const CONFETTI_MAX_DELAY_S = 2;

export const CONFETTI_COLORS = ['#008cff', '#00d4ff', '#ff006e', '#ffd60a', '#00f5d4'] as const;

export interface ConfettiPiece {
  id: number;
  /** Percent of the viewport width, 0 to 100. */
  left: number;
  /** Seconds, 0 to CONFETTI_MAX_DELAY_S. */
  delay: number;
  color: string;
}

export function createConfetti(
  count: number = CONFETTI_PIECE_COUNT,
  random: () => number = Math.random,
): ConfettiPiece[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    left: random() * 100,
    delay: random() * CONFETTI_MAX_DELAY_S,
    color: CONFETTI_COLORS[Math.floor(random() * CONFETTI_COLORS.length)] ?? CONFETTI_COLORS[0],
  }));
}
