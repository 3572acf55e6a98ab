import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { RoomStorage } from './room-storage';

describe('RoomStorage', () => {
  const storeHolding = (bytes: { total: number }) => ({
    totalDocumentBytes: () => Promise.resolve(bytes.total),
  });

  it('counts reserved and stored updates against the budget; one not stored gives it back', async () => {
    const database = { total: 600 };
    const storage = new RoomStorage(storeHolding(database), 1000, createLogger('silent'));
    await storage.start();
    storage.stop();
    expect(storage.reserve(300)).toBe(true);
    // In flight, not stored yet: it still counts.
    expect(storage.reserve(200)).toBe(false);
    storage.settle(300, false);
    expect(storage.reserve(400)).toBe(true);
    storage.settle(400, true);
    expect(storage.usage()).toEqual({ bytes: 1000, maxBytes: 1000 });
    expect(storage.reserve(1)).toBe(false);

    // The database is the truth: what others stored or compactions gave back shows on reading it.
    database.total = 100;
    expect(await storage.refresh()).toBe(100);
    expect(storage.reserve(900)).toBe(true);
  });
});
