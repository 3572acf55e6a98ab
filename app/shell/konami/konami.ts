/**
 * The Konami sequence detector (docs/product.md "Easter egg"): Up, Up, Down, Down, Left, Right, Left,
 * Right, b, a. Progress is the number of keys matched so far; any wrong key resets it (and that
 * key may itself start a new attempt). Lone modifier presses are not keys of their own, so
 * Shift for a capital B does not count as wrong.
 */

export const KONAMI_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

export interface KonamiStep {
  progress: number;
  complete: boolean;
}

function matches(key: string, expected: string): boolean {
  // Letters match whatever the case (Caps Lock, Shift).
  return expected.length === 1 ? key.toLowerCase() === expected : key === expected;
}

export function advanceKonami(
  progress: number,
  key: string,
  sequence: readonly string[] = KONAMI_SEQUENCE,
): KonamiStep {
  if (MODIFIER_KEYS.has(key)) return { progress, complete: false };
  const expected = sequence[progress];
  let next: number;
  if (expected !== undefined && matches(key, expected)) next = progress + 1;
  else next = sequence[0] !== undefined && matches(key, sequence[0]) ? 1 : 0;
  if (next === sequence.length) return { progress: 0, complete: true };
  return { progress: next, complete: false };
}
