import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { afterAll, describe, expect, it } from 'vitest';
import { DOC_MESSAGES } from '#common/realtime';
import { createLogger } from '../logger';
import { createDocBudget } from './doc-budget';
import { DocWorkerHost } from './doc-worker-host';
import { DOC_UPDATE_MAX_BYTES, DocumentService, type SyncOutcome } from './documents';
import { createMemoryRealtimeStore } from './memory-store';

const logger = createLogger('silent');
const worker = new DocWorkerHost(logger);
afterAll(() => worker.close());

const ROOMY_BYTES = 10_000_000;

function service(options: { maxBytes?: number; compactAfter?: number } = {}) {
  const store = createMemoryRealtimeStore();
  const docs = new DocumentService(store, logger, {
    maxBytes: options.maxBytes ?? ROOMY_BYTES,
    compactAfter: options.compactAfter,
    worker,
  });
  return { store, docs };
}

function updateMessage(doc: Y.Doc, edit: () => void): Uint8Array {
  let captured: Uint8Array | null = null;
  const capture = (update: Uint8Array) => (captured = update);
  doc.once('update', capture);
  edit();
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, captured ?? new Uint8Array());
  return encoding.toUint8Array(encoder);
}

/** Applies the service's step 2 to `doc` the way the browser provider does. */
function applyStep2(doc: Y.Doc, outcome: SyncOutcome) {
  if (outcome.kind !== 'reply') throw new Error(`expected a reply, got ${outcome.kind}`);
  const [step2] = outcome.messages;
  if (!step2) throw new Error('no step 2');
  syncProtocol.readSyncMessage(decoding.createDecoder(step2), encoding.createEncoder(), doc, 's');
}

function step1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

const storedBytes = async (store: ReturnType<typeof createMemoryRealtimeStore>, doc: string) =>
  (await store.loadUpdates(doc)).reduce((sum, row) => sum + row.update.byteLength, 0);

describe('DocumentService', () => {
  it('stores updates, relays them, and answers step 1 with the missing state', async () => {
    const { store, docs } = service();
    const writer = new Y.Doc();
    const result = await docs.handleSync(
      'r',
      updateMessage(writer, () => writer.getText('t').insert(0, 'hello')),
    );
    expect(result.kind).toBe('relay');
    expect(await store.loadUpdates('r')).toHaveLength(1);

    const reader = new Y.Doc();
    const answer = await docs.handleSync('r', step1(reader));
    expect(answer.kind === 'reply' && answer.messages).toHaveLength(2);
    applyStep2(reader, answer);
    expect(reader.getText('t').toJSON()).toBe('hello');
  });

  it('ignores malformed and empty messages', async () => {
    const { store, docs } = service();
    expect(await docs.handleSync('r', new Uint8Array([9, 9]))).toEqual({ kind: 'ignored' });
    expect(await docs.handleSync('r', new Uint8Array([2, 3, 1, 2, 3]))).toEqual({
      kind: 'ignored',
    });
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(new Y.Doc()));
    expect(await docs.handleSync('r', encoding.toUint8Array(encoder))).toEqual({
      kind: 'ignored',
    });
    // A bad state vector in a sync request.
    expect(await docs.handleSync('r', new Uint8Array([0, 2, 5, 5]))).toEqual({ kind: 'ignored' });
    expect(await store.loadUpdates('r')).toHaveLength(0);
  });

  it('refuses one update over the size bound: not stored, not relayed', async () => {
    const { store, docs } = service();
    const writer = new Y.Doc();
    const big = updateMessage(writer, () =>
      writer.getText('t').insert(0, 'x'.repeat(DOC_UPDATE_MAX_BYTES + 1)),
    );
    expect(await docs.handleSync('r', big)).toEqual({
      kind: 'refused',
      message: DOC_MESSAGES.updateTooLarge,
    });
    expect(await store.loadUpdates('r')).toHaveLength(0);
  });

  it('checks large updates on the worker: a large malformed one is not stored', async () => {
    const { store, docs } = service();
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 2);
    encoding.writeVarUint8Array(encoder, new Uint8Array(100_000).fill(7));
    expect(await docs.handleSync('r', encoding.toUint8Array(encoder))).toEqual({
      kind: 'ignored',
    });
    const writer = new Y.Doc();
    const large = updateMessage(writer, () => writer.getText('t').insert(0, 'y'.repeat(100_000)));
    expect((await docs.handleSync('r', large)).kind).toBe('relay');
    expect(await store.loadUpdates('r')).toHaveLength(1);
  });

  it('refuses updates that would take the document past its bound', async () => {
    const maxBytes = 50_000;
    const { store, docs } = service({ maxBytes });
    const writer = new Y.Doc();
    const text = writer.getText('t');
    const outcomes: SyncOutcome[] = [];
    for (let index = 0; index < 8; index++) {
      outcomes.push(
        await docs.handleSync(
          'r',
          updateMessage(writer, () => text.insert(text.length, 'z'.repeat(10_000))),
        ),
      );
    }
    expect(outcomes.slice(0, 4).every((outcome) => outcome.kind === 'relay')).toBe(true);
    expect(outcomes.slice(5)).toEqual(
      Array.from({ length: 3 }, () => ({ kind: 'refused', message: DOC_MESSAGES.full })),
    );
    expect(await storedBytes(store, 'r')).toBeLessThanOrEqual(maxBytes);
  });

  it('refuses updates past the sender budget with a time to retry', async () => {
    const { store, docs } = service();
    let now = 0;
    const budget = createDocBudget(() => now);
    const writer = new Y.Doc();
    const text = writer.getText('t');
    const outcomes: SyncOutcome[] = [];
    for (let index = 0; index < 400; index++) {
      const message = updateMessage(writer, () => text.insert(text.length, 'k'));
      outcomes.push(await docs.handleSync('r', message, budget));
    }
    const refused = outcomes.filter((outcome) => outcome.kind === 'refused');
    expect(refused).toHaveLength(100);
    const [first] = refused;
    expect(first).toMatchObject({ kind: 'refused', message: DOC_MESSAGES.tooFast });
    expect(first?.kind === 'refused' && first.retryAfterMs).toBeGreaterThan(0);
    expect(await store.loadUpdates('r')).toHaveLength(300);
    now += 1000;
    const later = updateMessage(writer, () => text.insert(0, 'later'));
    expect((await docs.handleSync('r', later, budget)).kind).toBe('relay');
  });

  it('answers repeated sync requests without merging every row again', async () => {
    const { docs } = service();
    const writer = new Y.Doc();
    const text = writer.getText('t');
    for (let index = 0; index < 30; index++) {
      await docs.handleSync(
        'r',
        updateMessage(writer, () => text.insert(index, 'a')),
      );
    }
    for (let index = 0; index < 10; index++) {
      const reader = new Y.Doc();
      applyStep2(reader, await docs.handleSync('r', step1(reader)));
      expect(reader.getText('t').toJSON()).toBe(text.toJSON());
    }
    await docs.handleSync(
      'r',
      updateMessage(writer, () => text.insert(0, 'new ')),
    );
    const reader = new Y.Doc();
    applyStep2(reader, await docs.handleSync('r', step1(reader)));
    expect(reader.getText('t').toJSON()).toBe(text.toJSON());
    expect(docs.stats.rebuilds).toBe(1);
  });

  it('compacts into one row once there are many, keeping the content', async () => {
    const { store, docs } = service({ compactAfter: 20 });
    const writer = new Y.Doc();
    const text = writer.getText('t');
    for (let index = 0; index < 25; index++) {
      await docs.handleSync(
        'r',
        updateMessage(writer, () => text.insert(index, 'x')),
      );
      if (index === 3) {
        await docs.handleSync(
          'r',
          updateMessage(writer, () => text.delete(0, 2)),
        );
      }
    }
    await docs.compact('r'); // the one the 20th row started
    expect((await store.loadUpdates('r')).length).toBeLessThan(10);
    await docs.compact('r');
    expect(await store.loadUpdates('r')).toHaveLength(1);
    const reader = new Y.Doc();
    applyStep2(reader, await docs.handleSync('r', step1(reader)));
    expect(reader.getText('t').toJSON()).toBe(text.toJSON());
  });

  it('a compaction keeps the rows stored after the state it merged', async () => {
    const { store, docs } = service();
    const writer = new Y.Doc();
    const text = writer.getText('t');
    for (const char of 'abc') {
      await docs.handleSync(
        'r',
        updateMessage(writer, () => text.insert(0, char)),
      );
    }
    const before = await store.loadUpdates('r');
    const lastSeq = before.at(-1)?.seq ?? 0;
    // Another instance stores a row between this one's read and its replace.
    await docs.handleSync(
      'r',
      updateMessage(writer, () => text.insert(0, 'd')),
    );
    await store.replaceUpdates('r', lastSeq, Y.mergeUpdates(before.map((row) => row.update)));
    expect(await store.loadUpdates('r')).toHaveLength(2);
    const reader = new Y.Doc();
    applyStep2(reader, await docs.handleSync('r', step1(reader)));
    expect(reader.getText('t').toJSON()).toBe('dcba');
  });

  it('deleting from a full document makes room once it is compacted', async () => {
    const { store, docs } = service({ maxBytes: 30_000 });
    const writer = new Y.Doc();
    const text = writer.getText('t');
    await docs.handleSync(
      'r',
      updateMessage(writer, () => text.insert(0, 'q'.repeat(25_000))),
    );
    await docs.handleSync(
      'r',
      updateMessage(writer, () => text.delete(0, 25_000)),
    );
    const refused = await docs.handleSync(
      'r',
      updateMessage(writer, () => text.insert(0, 'w'.repeat(10_000))),
    );
    expect(refused).toEqual({ kind: 'refused', message: DOC_MESSAGES.full });
    await docs.compact('r');
    expect(await storedBytes(store, 'r')).toBeLessThan(1000);
    const resent = updateMessage(writer, () => text.insert(0, 'fits'));
    expect((await docs.handleSync('r', resent)).kind).toBe('relay');
  });
});
