import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS } from '../../../common/realtime/limits';
import { pickPresenceColor } from './collab-user';

describe('pickPresenceColor', () => {
  it('picks every one of the six presets, and nothing else', () => {
    const seen = new Set<string>();
    for (let i = 0; i < PRESENCE_COLORS.length; i += 1) {
      seen.add(pickPresenceColor(() => i / PRESENCE_COLORS.length));
    }
    expect([...seen].sort()).toEqual([...PRESENCE_COLORS].sort());
  });
  it('stays in range at the edges of the random source', () => {
    expect(pickPresenceColor(() => 0)).toBe(PRESENCE_COLORS[0]);
    expect(pickPresenceColor(() => 0.999_999)).toBe(PRESENCE_COLORS.at(-1));
  });
});
