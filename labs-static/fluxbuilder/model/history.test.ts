import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commit, redo, seal, startHistory, undo } from './history';
import { FLUX_HISTORY_LIMIT } from '../../shared/constants';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let history = startHistory('a');
    history = commit(history, 'b');
    history = commit(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(redo(history)).toBe(history);
  });

  it('a new change after undo drops the redo steps', () => {
    const history = commit(undo(commit(startHistory(1), 2)), 3);
    expect(history.present).toBe(3);
    expect(history.future).toEqual([]);
    expect(undo(history).present).toBe(1);
  });

  it('coalesces typing in one field into one step until sealed', () => {
    let history = startHistory('');
    for (const text of ['H', 'He', 'Hel', 'Hello']) history = commit(history, text, 'b1:text');
    expect(undo(history).present).toBe('');
    history = commit(seal(history), 'Hello!', 'b1:text');
    expect(undo(history).present).toBe('Hello');
  });

  it('undo after n commits then redo n times returns to the same state', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), fc.nat(), (values, back) => {
        let history = startHistory(-1);
        for (const value of values)
          history = commit(seal(history), value === history.present ? value + 1 : value);
        const end = history.present;
        const steps = back % (values.length + 1);
        for (let i = 0; i < steps; i++) history = undo(history);
        for (let i = 0; i < steps; i++) history = redo(history);
        expect(history.present).toBe(end);
      }),
    );
  });

  it('keeps at most the configured number of undo steps', () => {
    let history = startHistory(0);
    for (let i = 1; i <= FLUX_HISTORY_LIMIT + 20; i++) history = commit(history, i);
    expect(history.past).toHaveLength(FLUX_HISTORY_LIMIT);
  });
});
