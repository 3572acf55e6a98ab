import { describe, expect, it } from 'vitest';
import { KONAMI_SEQUENCE, advanceKonami } from './konami';

function feed(keys: readonly string[]) {
  let progress = 0;
  const completions: number[] = [];
  keys.forEach((key, index) => {
    const step = advanceKonami(progress, key);
    progress = step.progress;
    if (step.complete) completions.push(index);
  });
  return { progress, completions };
}

describe('advanceKonami', () => {
  it('completes on the full sequence, on its last key', () => {
    expect(feed(KONAMI_SEQUENCE).completions).toEqual([KONAMI_SEQUENCE.length - 1]);
  });

  it('starts over after completing', () => {
    expect(feed([...KONAMI_SEQUENCE, ...KONAMI_SEQUENCE]).completions).toEqual([9, 19]);
  });

  it('resets on a wrong key', () => {
    expect(feed(['ArrowUp', 'ArrowUp', 'ArrowDown', 'x']).progress).toBe(0);
    const broken = [...KONAMI_SEQUENCE.slice(0, 8), 'c', 'b', 'a'];
    expect(feed(broken).completions).toEqual([]);
  });

  it('lets the wrong key begin a new attempt when it is the first key', () => {
    expect(feed(['ArrowDown', 'ArrowUp']).progress).toBe(1);
    expect(feed(['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowUp']).progress).toBe(1);
  });

  it('accepts B and A in either case and ignores lone modifier presses', () => {
    const keys = [...KONAMI_SEQUENCE.slice(0, 8), 'Shift', 'B', 'Shift', 'A'];
    expect(feed(keys).completions).toEqual([keys.length - 1]);
  });

  it('does not complete on a prefix', () => {
    expect(feed(KONAMI_SEQUENCE.slice(0, 9))).toEqual({ progress: 9, completions: [] });
  });
});
