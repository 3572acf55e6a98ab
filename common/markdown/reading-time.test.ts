import { describe, expect, it } from 'vitest';
import { countWords, minutesForWords } from './reading-time';

describe('countWords', () => {
  it('splits words on tags and any whitespace', () => {
    expect(countWords(' one\ttwo\n three  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('minutesForWords', () => {
  it('divides words by 200 and rounds up', () => {
    expect(minutesForWords(200)).toBe(1);
    expect(minutesForWords(201)).toBe(2);
    expect(minutesForWords(400)).toBe(2);
    expect(minutesForWords(1001)).toBe(6);
  });

  it('rounds up and never says zero', () => {
    expect(minutesForWords(0)).toBe(1);
    expect(minutesForWords(199)).toBe(1);
    expect(minutesForWords(399)).toBe(2);
  });
});
