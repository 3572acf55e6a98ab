import { RBTREE_MAX_KEY, RBTREE_MIN_KEY } from '../../shared/constants';

export const KEY_INPUT_ERROR = `Enter a whole number from ${RBTREE_MIN_KEY} to ${RBTREE_MAX_KEY}.`;

/** The key a visitor typed, or null when it is not a whole number in range. */
export function parseKey(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const key = Number(trimmed);
  return key >= RBTREE_MIN_KEY && key <= RBTREE_MAX_KEY ? key : null;
}

/** Keys drawn at random stay two-digit so the tree stays readable. */
const RANDOM_KEY_LIMIT = 100;

/** A random key that is not in the tree yet, or null when every candidate is taken. */
export function randomAbsentKey(present: ReadonlySet<number>, random = Math.random): number | null {
  const free: number[] = [];
  for (let key = 1; key < RANDOM_KEY_LIMIT; key++) if (!present.has(key)) free.push(key);
  return free.length === 0 ? null : free[Math.floor(random() * free.length)]!;
}

export function randomPresentKey(
  present: ReadonlySet<number>,
  random = Math.random,
): number | null {
  const keys = [...present];
  return keys.length === 0 ? null : keys[Math.floor(random() * keys.length)]!;
}
