import type { StorageKey } from './keys';

/**
 * Safe localStorage access. Storage can be missing (server rendering), disabled (privacy
 * settings) or full; docs/product.md#api-conventions-and-errors says such failures are ignored and defaults used, so nothing
 * here throws.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (quota, disabled storage). */
export function writeText(key: StorageKey, value: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Ignored: a key we cannot remove is a key we will overwrite or ignore later.
  }
}

/**
 * Reads JSON and checks its shape with `parse` (which returns null for anything it does not
 * accept), so a hand-edited or outdated value falls back to the default instead of crashing.
 */
export function readJson<T>(key: StorageKey, parse: (value: unknown) => T | null, fallback: T): T {
  const text = readText(key);
  if (text === null) return fallback;
  try {
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeText(key, text);
}
