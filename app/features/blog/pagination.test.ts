import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationWindow, type PageItem } from './pagination';

/** '1 … 4 5 6 … 10' style, easy to read in assertions. */
const show = (items: PageItem[]) =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('paginationWindow', () => {
  it('shows no controls for one page or none', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows every page when there are 7 or fewer', () => {
    expect(show(paginationWindow(1, 2))).toBe('1 2');
    expect(show(paginationWindow(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('shows first, last and one page either side of the current one, with gaps', () => {
    expect(show(paginationWindow(1, 10))).toBe('1 2 … 10');
    expect(show(paginationWindow(2, 10))).toBe('1 2 3 … 10');
    expect(show(paginationWindow(3, 10))).toBe('1 2 3 4 … 10');
    expect(show(paginationWindow(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationWindow(8, 10))).toBe('1 … 7 8 9 10');
    expect(show(paginationWindow(10, 10))).toBe('1 … 9 10');
    expect(show(paginationWindow(4, 8))).toBe('1 … 3 4 5 … 8');
  });

  it('clamps a current page outside the range', () => {
    expect(show(paginationWindow(99, 10))).toBe('1 … 9 10');
    expect(show(paginationWindow(-3, 10))).toBe('1 2 … 10');
  });

  it('always lists pages in order, with the first, last and current page, and gaps between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (total, c) => {
          const current = Math.min(c, total);
          const items = paginationWindow(current, total);
          const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(total);
          expect(pages).toContain(current);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          items.forEach((item, index) => {
            if (item.type !== 'gap') return;
            const before = items[index - 1];
            const after = items[index + 1];
            expect(before?.type === 'page' && after?.type === 'page').toBe(true);
            if (before?.type === 'page' && after?.type === 'page') {
              expect(after.page - before.page).toBeGreaterThan(1);
            }
          });
          expect(items.length).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
});
