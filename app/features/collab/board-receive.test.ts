import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BoardModel, type StrokeRecord } from './board-model';
import { receiveBoardMessage } from './board-receive';
import { createYStrokeStore } from './y-stroke-store';

const LINE = { author: 'someone', color: '#334155', w: 3, points: [0.1, 0.1, 0.2, 0.2], at: 1 };
const stroke = (id: string): StrokeRecord => ({ ...LINE, id });

/** Two pages of one room whose shared documents sync only when told (the server is slower). */
function room() {
  const alice = new Y.Doc();
  const bob = new Y.Doc();
  const sync = () => {
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(bob));
  };
  return { alice: createYStrokeStore(alice), bob: createYStrokeStore(bob), sync };
}

describe('receiveBoardMessage', () => {
  it('a clear removes strokes the page that cleared had not received yet', () => {
    const { alice, bob, sync } = room();
    alice.put(stroke('old'));
    sync();
    // Alice finishes a stroke; before it reaches Bob through the server, Bob clears.
    alice.put(stroke('just-finished'));
    bob.clear();
    const received = receiveBoardMessage({ t: 'clear' }, new BoardModel(), alice);
    sync();
    expect(received).toBe('cleared');
    expect(alice.values()).toEqual([]);
    expect(bob.values()).toEqual([]);
  });

  it('a stroke finished after the clear stays', () => {
    const { alice, bob, sync } = room();
    alice.put(stroke('before'));
    sync();
    bob.clear();
    receiveBoardMessage({ t: 'clear' }, new BoardModel(), alice);
    alice.put(stroke('after'));
    sync();
    expect(bob.values()).toEqual([stroke('after')]);
  });

  it('draws a live segment once, and not for a stroke already finished', () => {
    const board = new BoardModel();
    const { alice } = room();
    const segment = {
      t: 'stroke' as const,
      id: 'live',
      x0: 0.1,
      y0: 0.1,
      x1: 0.2,
      y1: 0.2,
      color: '#334155',
      w: 3,
    };
    expect(receiveBoardMessage(segment, board, alice)).toBe('drawn');
    board.setCommitted([stroke('live')]);
    expect(receiveBoardMessage(segment, board, alice)).toBe('ignored');
  });
});
