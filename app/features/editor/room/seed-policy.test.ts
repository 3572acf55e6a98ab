import { describe, expect, it } from 'vitest';
import { EDITOR_ROOM_SEED_GRACE_MS, seedPlan } from './seed-policy';

describe('seedPlan', () => {
  it('does nothing before the server copy is applied, or once the room has files', () => {
    expect(seedPlan({ synced: false, seeded: false, createdHere: true })).toEqual({
      kind: 'none',
    });
    expect(seedPlan({ synced: true, seeded: true, createdHere: true })).toEqual({ kind: 'none' });
    expect(seedPlan({ synced: true, seeded: true, createdHere: false })).toEqual({
      kind: 'none',
    });
  });

  it("seeds the creator's local files at once", () => {
    expect(seedPlan({ synced: true, seeded: false, createdHere: true })).toEqual({
      kind: 'local-now',
    });
  });

  it('lets a joiner only fall back to the default files after the grace period', () => {
    expect(seedPlan({ synced: true, seeded: false, createdHere: false })).toEqual({
      kind: 'defaults-later',
      delayMs: EDITOR_ROOM_SEED_GRACE_MS,
    });
  });
});
