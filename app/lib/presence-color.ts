import { PRESENCE_COLORS } from '#common/realtime/limits.ts';
import { SESSION_STORAGE_KEYS } from './storage/keys';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

let chosen: string | undefined;

/**
 * This tab's colour, the same wherever others see it: the page cursor, the caret and the name
 * chip in a collaboration room, the caret in an editor room. Picked at random once per tab and
 * kept for its reloads; it is not derived from the chat name, which many visitors share ('Guest').
 */
export function myPresenceColor(
  storage: SessionStore | null = sessionStorageOrNull(),
  random: () => number = Math.random,
): string {
  if (chosen) return chosen;
  const stored = readStored(storage);
  if (stored) return (chosen = stored);
  const index = Math.min(PRESENCE_COLORS.length - 1, Math.floor(random() * PRESENCE_COLORS.length));
  chosen = PRESENCE_COLORS[index] ?? PRESENCE_COLORS[0];
  try {
    storage?.setItem(SESSION_STORAGE_KEYS.presenceColor, chosen);
  } catch {
    // Storage refused (private mode, quota): the colour still holds until the tab reloads.
  }
  return chosen;
}

/** For tests: forget this module's choice, as a new tab would. */
export function forgetPresenceColor() {
  chosen = undefined;
}

function readStored(storage: SessionStore | null): string | undefined {
  try {
    const value = storage?.getItem(SESSION_STORAGE_KEYS.presenceColor);
    return PRESENCE_COLORS.find((color) => color === value);
  } catch {
    return undefined;
  }
}

function sessionStorageOrNull(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
