import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { checkUpdate, DocStates, SYNC_STEP_1, SYNC_STEP_2 } from './doc-engine';
import type { StoredUpdate } from './store';

function rowsOf(...texts: string[]): { writer: Y.Doc; rows: StoredUpdate[] } {
  const writer = new Y.Doc();
  const rows: StoredUpdate[] = [];
  writer.on('update', (update: Uint8Array) => rows.push({ seq: rows.length + 1, update }));
  for (const text of texts) writer.getText('t').insert(0, text);
  return { writer, rows };
}

const EMPTY_STATE_VECTOR = Y.encodeStateVector(new Y.Doc());

function textOf(messages: Uint8Array[], doc = new Y.Doc()): string {
  const [step2, step1] = messages.map((message) => {
    const decoder = decoding.createDecoder(message);
    return { type: decoding.readVarUint(decoder), payload: decoding.readVarUint8Array(decoder) };
  });
  expect(step2?.type).toBe(SYNC_STEP_2);
  expect(step1?.type).toBe(SYNC_STEP_1);
  Y.applyUpdate(doc, step2?.payload ?? new Uint8Array());
  return doc.getText('t').toJSON();
}

describe('DocStates', () => {
  it('applies only the rows after the seq it holds', () => {
    const states = new DocStates(1_000_000);
    const { rows } = rowsOf('a', 'b', 'c');
    const first = states.answer('d', 0, rows.slice(0, 2), EMPTY_STATE_VECTOR);
    expect(first).toMatchObject({ miss: false, seq: 2, rebuilt: true });
    const next = states.answer('d', 2, rows.slice(2), EMPTY_STATE_VECTOR);
    expect(next).toMatchObject({ miss: false, seq: 3, rebuilt: false });
    expect(next && !next.miss && textOf(next.messages)).toBe('cba');
  });

  it('answers only what a state vector lacks', () => {
    const states = new DocStates(1_000_000);
    const { rows } = rowsOf('o'.repeat(1000), 'two');
    const reader = new Y.Doc();
    Y.applyUpdate(reader, rows[0]?.update ?? new Uint8Array());
    const answer = states.answer('d', 0, rows, Y.encodeStateVector(reader));
    if (!answer || answer.miss) throw new Error('expected an answer');
    expect(answer.messages[0]?.byteLength).toBeLessThan(100);
    expect(textOf(answer.messages, reader)).toBe(`two${'o'.repeat(1000)}`);
  });

  it('reports a miss when it does not hold the document up to the given seq', () => {
    const states = new DocStates(1_000_000);
    const { rows } = rowsOf('a', 'b');
    expect(states.answer('d', 1, rows.slice(1), EMPTY_STATE_VECTOR)).toEqual({ miss: true });
    expect(states.state('d', 0, rows)).toMatchObject({ miss: false, seq: 2 });
  });

  it('drops the least recently used documents past its byte bound', () => {
    const { rows } = rowsOf('x'.repeat(600));
    const states = new DocStates(1000);
    states.state('old', 0, rows);
    states.state('new', 0, rows);
    expect(states.size).toBe(1);
    expect(states.state('old', 1, [])).toEqual({ miss: true });
  });

  it('null for a malformed state vector', () => {
    const states = new DocStates(1000);
    expect(states.answer('d', 0, [], new Uint8Array([5, 5]))).toBeNull();
  });
});

describe('checkUpdate', () => {
  it('tells invalid, empty and usable updates apart', () => {
    expect(checkUpdate(new Uint8Array([1, 2, 3]))).toBe('invalid');
    expect(checkUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toBe('empty');
    expect(checkUpdate(rowsOf('a').rows[0]?.update ?? new Uint8Array())).toBe('ok');
  });
});
