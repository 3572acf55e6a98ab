import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('formats in UTC so server and browser agree', () => {
    expect(formatDate('2025-02-20T00:00:00.000Z')).toBe('February 20, 2025');
    expect(formatDate('2025-02-20T23:30:00.000Z')).toBe('February 20, 2025');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
  it('says what the English long date format says, for any day', () => {
    const english = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date.toISOString())).toBe(english.format(date));
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  it('gives the day and the 24-hour time in UTC, and says so', () => {
    expect(formatDateTime('2026-11-26T20:12:37.000Z')).toBe('November 26, 2026, 20:12 UTC');
    expect(formatDateTime('2026-01-05T03:04:00.000+02:00')).toBe('January 5, 2026, 01:04 UTC');
    expect(formatDateTime('not a date')).toBe('');
  });
});
