import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, toHighlighted } from './highlight';

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;

describe('toHighlighted', () => {
  it('splits a headline into matched and unmatched text', () => {
    expect(toHighlighted(`Forms in ${mark('React')} 19 and ${mark('React')}`)).toEqual([
      { text: 'Forms in ', match: false },
      { text: 'React', match: true },
      { text: ' 19 and ', match: false },
      { text: 'React', match: true },
    ]);
  });

  it('keeps markup as text and turns entities back into characters', () => {
    expect(toHighlighted(`<b>bold</b> &lt;i&gt; &amp; &#39;q&#x27; ${mark('x')}`)).toEqual([
      { text: `<b>bold</b> <i> & 'q' `, match: false },
      { text: 'x', match: true },
    ]);
  });

  it('ignores a stray end mark and closes an unclosed one at the end', () => {
    expect(toHighlighted(`a${MATCH_END}b ${MATCH_START}c`)).toEqual([
      { text: 'ab ', match: false },
      { text: 'c', match: true },
    ]);
  });

  it('collapses the whitespace of a body into single spaces', () => {
    expect(toHighlighted('  one\n\n  two  ')).toEqual([{ text: 'one two', match: false }]);
  });
});
