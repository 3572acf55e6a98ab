import { describe, expect, it } from 'vitest';
import { activeHeadingId } from './active-heading';

const tops = (...values: number[]) => values.map((top, i) => ({ id: `h${i}`, top }));

describe('activeHeadingId', () => {
  it('picks the last heading above the offset', () => {
    expect(activeHeadingId(tops(-500, -20, 300), 96)).toBe('h1');
    expect(activeHeadingId(tops(-500, 96, 300), 96)).toBe('h1');
    expect(activeHeadingId(tops(-900, -500, -20), 96)).toBe('h2');
  });
  it('highlights the first heading before any is reached, and nothing without headings', () => {
    expect(activeHeadingId(tops(400, 900), 96)).toBe('h0');
    expect(activeHeadingId([], 96)).toBeNull();
  });

  it('highlights the last heading at the end of the page', () => {
    expect(activeHeadingId(tops(-500, 200, 400), 96, true)).toBe('h2');
    expect(activeHeadingId([], 96, true)).toBeNull();
  });
});
