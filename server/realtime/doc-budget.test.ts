import { describe, expect, it } from 'vitest';
import {
  createDocBudget,
  DOC_SYNC_REQUESTS_PER_WINDOW,
  DOC_UPDATE_BYTES_PER_WINDOW,
  DOC_UPDATES_PER_SECOND_MAX,
} from './doc-budget';

describe('createDocBudget', () => {
  it('lets typing at 10 ms a key through, indefinitely', () => {
    let now = 0;
    const budget = createDocBudget(() => now);
    for (let key = 0; key < 6000; key++) {
      expect(budget.takeUpdate(40)).toBe(0);
      now += 10;
    }
  });

  it('refuses a burst past the update count, with the wait until the next one', () => {
    let now = 0;
    const budget = createDocBudget(() => now);
    for (let index = 0; index < DOC_UPDATES_PER_SECOND_MAX; index++) {
      expect(budget.takeUpdate(10)).toBe(0);
    }
    const wait = budget.takeUpdate(10);
    expect(wait).toBeGreaterThan(0);
    now += wait;
    expect(budget.takeUpdate(10)).toBe(0);
  });

  it('refuses bytes past the window, and a refused update costs nothing', () => {
    let now = 0;
    const budget = createDocBudget(() => now);
    const quarter = DOC_UPDATE_BYTES_PER_WINDOW / 4;
    for (let index = 0; index < 4; index++) expect(budget.takeUpdate(quarter)).toBe(0);
    expect(budget.takeUpdate(quarter)).toBeGreaterThan(0);
    expect(budget.takeUpdate(1)).toBeGreaterThan(0);
    now += 60_000;
    for (let index = 0; index < 4; index++) expect(budget.takeUpdate(quarter)).toBe(0);
  });

  it('bounds sync requests', () => {
    let now = 0;
    const budget = createDocBudget(() => now);
    for (let index = 0; index < DOC_SYNC_REQUESTS_PER_WINDOW; index++) {
      expect(budget.takeSyncRequest()).toBe(0);
    }
    const wait = budget.takeSyncRequest();
    expect(wait).toBeGreaterThan(0);
    now += wait;
    expect(budget.takeSyncRequest()).toBe(0);
  });
});
