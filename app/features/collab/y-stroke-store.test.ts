import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { StrokeRecord } from './board-model';
import { createYStrokeStore } from './y-stroke-store';

const record = (id: string, author: string): StrokeRecord => ({
  id,
  author,
  color: '#334155',
  w: 3,
  points: [0.1, 0.1, 0.2, 0.2],
  at: 1,
});

/** Two replicas wired together as a provider would. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array) => Y.applyUpdate(b, update));
  b.on('update', (update: Uint8Array) => Y.applyUpdate(a, update));
  return { a: createYStrokeStore(a), b: createYStrokeStore(b), docA: a };
}

describe('createYStrokeStore', () => {
  it('shares finished strokes and notifies observers', () => {
    const { a, b } = pair();
    let seen = 0;
    b.observe(() => (seen += 1));
    a.put(record('s1', 'alice'));
    expect(b.values()).toEqual([record('s1', 'alice')]);
    expect(seen).toBe(1);
  });

  it('stores a stroke once even when committed twice', () => {
    const { a, b } = pair();
    a.put(record('s1', 'alice'));
    b.put(record('s1', 'alice'));
    expect(a.values()).toHaveLength(1);
  });

  it('removes one stroke for undo and everything for clear', () => {
    const { a, b } = pair();
    a.put(record('mine', 'alice'));
    b.put(record('theirs', 'bob'));
    a.remove('mine');
    expect(b.values().map((v) => (v as StrokeRecord).id)).toEqual(['theirs']);
    b.clear();
    expect(a.values()).toEqual([]);
  });

  it('survives a round trip through an encoded document state', () => {
    const { a, docA } = pair();
    a.put(record('s1', 'alice'));
    const restored = new Y.Doc();
    Y.applyUpdate(restored, Y.encodeStateAsUpdate(docA));
    expect(createYStrokeStore(restored).get('s1')).toEqual(record('s1', 'alice'));
  });
});
