import { describe, expect, it } from 'vitest';
import { LOCAL_ECHOES_MAX_PENDING, LocalEchoes, localEchoesOf } from './local-echoes';

/** Types `text` one character at a time after `start`, reporting each step as Monaco does. */
function typeInto(echoes: LocalEchoes, start: string, text: string): string[] {
  const steps: string[] = [];
  let current = start;
  for (const char of text) {
    current += char;
    echoes.reported(current);
    steps.push(current);
  }
  return steps;
}

/** A LocalEchoes to which the editor reported `texts`, in this order. */
function reportedInOrder(...texts: string[]): LocalEchoes {
  const echoes = new LocalEchoes();
  for (const text of texts) echoes.reported(text);
  return echoes;
}

describe('LocalEchoes', () => {
  it('never lets a late echo of typing replace newer text (keystrokes once lost this way)', () => {
    const echoes = new LocalEchoes();
    const steps = typeInto(echoes, '', 'the quick');
    const model = steps.at(-1)!;
    // React hands the values back one render behind the keyboard.
    for (const value of steps) expect(echoes.isFromOutside(value, model)).toBe(false);
  });

  it('recognises echoes that come back batched, skipping some', () => {
    const echoes = new LocalEchoes();
    const steps = typeInto(echoes, 'x', 'abcdef');
    const model = steps.at(-1)!;
    expect(echoes.isFromOutside(steps[2]!, model)).toBe(false);
    expect(echoes.isFromOutside(steps[4]!, model)).toBe(false);
    expect(echoes.isFromOutside(model, model)).toBe(false);
  });

  it('keeps recognising echoes when an undo makes the same text pending twice', () => {
    const echoes = reportedInOrder('a', 'ab', 'a');
    expect(echoes.isFromOutside('a', 'a')).toBe(false);
    expect(echoes.isFromOutside('ab', 'a')).toBe(false);
    expect(echoes.isFromOutside('a', 'a')).toBe(false);
  });

  it('applies a value the editor never reported (an import), unless the model already has it', () => {
    const echoes = new LocalEchoes();
    typeInto(echoes, '', 'ab');
    expect(echoes.isFromOutside('imported', 'ab')).toBe(true);
    expect(echoes.isFromOutside('ab', 'ab')).toBe(false);
    expect(new LocalEchoes().isFromOutside('same', 'same')).toBe(false);
  });

  it('does not count edits made while a value from outside is put in as local', () => {
    const echoes = new LocalEchoes();
    echoes.replaceFromOutside(() => {
      expect(echoes.isReplacing).toBe(true);
      echoes.reported('imported');
    });
    expect(echoes.isReplacing).toBe(false);
    // 'imported' was not recorded as the editor's own: handed back over other text, it applies.
    expect(echoes.isFromOutside('imported', 'typed since')).toBe(true);
  });

  it('after a value from outside, typing reported before it applies again if it comes back', () => {
    // The import was asked for, then a key was typed before the import reached the editor: the
    // caller's order puts the typing last, so its value must win when it arrives.
    const echoes = reportedInOrder('abcd');
    echoes.replaceFromOutside(() => undefined);
    expect(echoes.isFromOutside('abcd', 'imported')).toBe(true);
  });

  it('counts a text reported by two editors of one model once, and bounds what it keeps', () => {
    const echoes = reportedInOrder('a', 'a', 'ab');
    expect(echoes.isFromOutside('a', 'ab')).toBe(false);
    expect(echoes.isFromOutside('ab', 'ab')).toBe(false);
    // Nothing left: 'a' again is not an echo any more.
    expect(echoes.isFromOutside('a', 'ab')).toBe(true);

    const flooded = new LocalEchoes();
    const steps = typeInto(flooded, '', 'x'.repeat(LOCAL_ECHOES_MAX_PENDING + 1));
    expect(flooded.isFromOutside(steps[0]!, steps.at(-1)!)).toBe(true);
    expect(flooded.isFromOutside(steps[1]!, steps.at(-1)!)).toBe(false);
  });

  it('keeps one record per model', () => {
    const model = {};
    expect(localEchoesOf(model)).toBe(localEchoesOf(model));
    expect(localEchoesOf(model)).not.toBe(localEchoesOf({}));
  });
});
