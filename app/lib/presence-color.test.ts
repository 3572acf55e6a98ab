import { beforeEach, describe, expect, it } from 'vitest';
import { PRESENCE_COLORS } from '#common/realtime/limits.ts';
import { forgetPresenceColor, myPresenceColor } from './presence-color';
import { SESSION_STORAGE_KEYS } from './storage/keys';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('myPresenceColor', () => {
  beforeEach(forgetPresenceColor);

  it('picks one of the presets once and keeps it for the tab', () => {
    const storage = memoryStorage();
    const first = myPresenceColor(storage, () => 0.99);
    expect(first).toBe(PRESENCE_COLORS.at(-1));
    expect(myPresenceColor(storage, () => 0)).toBe(first);
    expect(storage.values.get(SESSION_STORAGE_KEYS.presenceColor)).toBe(first);
  });

  it('keeps the colour across a reload of the tab', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEYS.presenceColor]: PRESENCE_COLORS[2] });
    expect(myPresenceColor(storage, () => 0)).toBe(PRESENCE_COLORS[2]);
  });

  it('ignores a stored value that is not a preset, and works without storage', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEYS.presenceColor]: 'red' });
    expect(myPresenceColor(storage, () => 0)).toBe(PRESENCE_COLORS[0]);
    forgetPresenceColor();
    expect(myPresenceColor(null, () => 0.5)).toBe(PRESENCE_COLORS[3]);
  });
});
