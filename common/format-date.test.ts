import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats in UTC so server and browser agree', () => {
    expect(formatDate('2025-02-20T00:00:00.000Z')).toBe('February 20, 2025');
    expect(formatDate('2025-02-20T23:30:00.000Z')).toBe('February 20, 2025');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
