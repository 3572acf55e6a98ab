import { describe, expect, it } from 'vitest';
import { BoardModel, OwnStrokeHistory, parseStrokeRecord, type StrokeRecord } from './board-model';
import type { StrokeSegment } from './peer-message';

const record = (id: string, at: number, author = 'me'): StrokeRecord => ({
  id,
  author,
  color: '#334155',
  w: 3,
  points: [0, 0, 0.5, 0.5],
  at,
});

const segment = (id: string): StrokeSegment => ({
  t: 'stroke',
  id,
  x0: 0,
  y0: 0,
  x1: 1,
  y1: 1,
  color: '#ff0000',
  w: 2,
});

describe('BoardModel', () => {
  it('orders finished strokes by time, then id', () => {
    const board = new BoardModel();
    board.setCommitted([record('b', 2), record('c', 1), record('a', 2)]);
    expect(board.strokes().committed.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps live segments until their stroke is finished, then draws it once', () => {
    const board = new BoardModel();
    expect(board.addSegment(segment('s1'))).toBe(true);
    expect(board.addSegment(segment('s1'))).toBe(true);
    expect(board.strokes().live).toHaveLength(1);
    expect(board.strokes().live[0]?.segments).toHaveLength(2);

    board.setCommitted([record('s1', 1)]);
    expect(board.strokes().live).toHaveLength(0);
    expect(board.strokes().committed).toHaveLength(1);
    // A late live segment of a finished stroke is not drawn again.
    expect(board.addSegment(segment('s1'))).toBe(false);
    expect(board.strokes().live).toHaveLength(0);
  });

  it('clears everything', () => {
    const board = new BoardModel();
    board.setCommitted([record('a', 1)]);
    board.addSegment(segment('b'));
    board.clear();
    expect(board.strokes()).toEqual({ committed: [], live: [] });
  });
});

describe('parseStrokeRecord', () => {
  it('accepts a valid record and refuses junk', () => {
    expect(parseStrokeRecord(record('a', 1))).toEqual(record('a', 1));
    expect(parseStrokeRecord({ ...record('a', 1), points: [0, 0, 2, 0] })).toBeNull();
    expect(parseStrokeRecord({ ...record('a', 1), points: [0, 0, 1] })).toBeNull();
    expect(parseStrokeRecord({ ...record('a', 1), color: 'javascript:' })).toBeNull();
    expect(parseStrokeRecord('x')).toBeNull();
  });
});

describe('OwnStrokeHistory', () => {
  it('undoes my newest stroke still on the board and redoes it', () => {
    const board = new Map<string, StrokeRecord>();
    const history = new OwnStrokeHistory();
    for (const id of ['m1', 'm2']) {
      board.set(id, record(id, 1));
      history.recordNew(id);
    }
    const lookup = (id: string) => board.get(id);

    const undone = history.undo(lookup);
    expect(undone?.id).toBe('m2');
    board.delete('m2');
    expect(history.canRedo).toBe(true);
    expect(history.redo()?.id).toBe('m2');
    board.set('m2', record('m2', 1));
    expect(history.undo(lookup)?.id).toBe('m2');
  });

  it('skips my strokes that are already gone and never touches others', () => {
    const board = new Map<string, StrokeRecord>([['other', record('other', 1, 'them')]]);
    const history = new OwnStrokeHistory();
    history.recordNew('gone');
    expect(history.undo((id) => board.get(id))).toBeNull();
    expect(board.has('other')).toBe(true);
  });

  it('forgets redo on a new stroke and everything on reset', () => {
    const board = new Map([['m1', record('m1', 1)]]);
    const history = new OwnStrokeHistory();
    history.recordNew('m1');
    history.undo((id) => board.get(id));
    history.recordNew('m2');
    expect(history.redo()).toBeNull();
    history.reset();
    expect(history.canUndo).toBe(false);
  });
});
