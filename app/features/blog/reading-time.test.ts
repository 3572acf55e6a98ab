import { describe, expect, it } from 'vitest';
import { countWords, minutesForWords, readingMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingMinutes', () => {
  it('divides words by 200 and rounds up', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(1001)}</p>`)).toBe(6);
  });

  it('counts text, not markup, and reads at least one minute', () => {
    expect(readingMinutes('<h2 id="a-long-id">Two words</h2><p><strong>three</strong></p>')).toBe(
      1,
    );
    expect(readingMinutes('')).toBe(1);
  });

  it('splits words on tags and any whitespace', () => {
    expect(countWords(' one\ttwo\n three  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('minutesForWords', () => {
  it('rounds up and never says zero', () => {
    expect(minutesForWords(0)).toBe(1);
    expect(minutesForWords(199)).toBe(1);
    expect(minutesForWords(399)).toBe(2);
  });
});
