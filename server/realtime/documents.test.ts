import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { afterAll, describe, expect, it } from 'vitest';
import { DOC_MESSAGES } from '#common/realtime/index.ts';
import { createLogger } from '../logger';
import { createDocBudget, type DocBudget } from './doc-budget';
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

/** A writer on document 'r': `send` makes an edit to its text and hands the update to `docs`. */
function writerOn(docs: DocumentService) {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  const send = (edit: () => void, budget?: DocBudget) =>
    docs.handleSync('r', updateMessage(doc, edit), budget);
  return { text, send };
}

/** The text a new reader of document 'r' gets from its sync with `docs`. */
async function readText(docs: DocumentService): Promise<string> {
  const reader = new Y.Doc();
  applyStep2(reader, await docs.handleSync('r', step1(reader)));
  return reader.getText('t').toJSON();
}

const storedBytes = async (store: ReturnType<typeof createMemoryRealtimeStore>, doc: string) =>
  (await store.loadUpdates(doc)).reduce((sum, row) => sum + row.update.byteLength, 0);

describe('DocumentService', () => {
  it('stores updates, relays them, and answers step 1 with the missing state', async () => {
    const { store, docs } = service();
    const { text, send } = writerOn(docs);
    expect((await send(() => text.insert(0, 'hello'))).kind).toBe('relay');
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
    const { text, send } = writerOn(docs);
    expect(await send(() => text.insert(0, 'x'.repeat(DOC_UPDATE_MAX_BYTES + 1)))).toEqual({
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
    const { text, send } = writerOn(docs);
    expect((await send(() => text.insert(0, 'y'.repeat(100_000)))).kind).toBe('relay');
    expect(await store.loadUpdates('r')).toHaveLength(1);
  });

  it('refuses updates that would take the document past its bound', async () => {
    const maxBytes = 50_000;
    const { store, docs } = service({ maxBytes });
    const { text, send } = writerOn(docs);
    const outcomes: SyncOutcome[] = [];
    for (let index = 0; index < 8; index++) {
      outcomes.push(await send(() => text.insert(text.length, 'z'.repeat(10_000))));
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
    const { text, send } = writerOn(docs);
    const outcomes: SyncOutcome[] = [];
    for (let index = 0; index < 400; index++) {
      outcomes.push(await send(() => text.insert(text.length, 'k'), budget));
    }
    const refused = outcomes.filter((outcome) => outcome.kind === 'refused');
    expect(refused).toHaveLength(100);
    const [first] = refused;
    expect(first).toMatchObject({ kind: 'refused', message: DOC_MESSAGES.tooFast });
    expect(first?.kind === 'refused' && first.retryAfterMs).toBeGreaterThan(0);
    expect(await store.loadUpdates('r')).toHaveLength(300);
    now += 1000;
    expect((await send(() => text.insert(0, 'later'), budget)).kind).toBe('relay');
  });

  it('answers repeated sync requests without merging every row again', async () => {
    const { docs } = service();
    const { text, send } = writerOn(docs);
    for (let index = 0; index < 30; index++) await send(() => text.insert(index, 'a'));
    for (let index = 0; index < 10; index++) expect(await readText(docs)).toBe(text.toJSON());
    await send(() => text.insert(0, 'new '));
    expect(await readText(docs)).toBe(text.toJSON());
    expect(docs.stats.rebuilds).toBe(1);
  });

  it('compacts into one row once there are many, keeping the content', async () => {
    const { store, docs } = service({ compactAfter: 20 });
    const { text, send } = writerOn(docs);
    for (let index = 0; index < 25; index++) {
      await send(() => text.insert(index, 'x'));
      if (index === 3) await send(() => text.delete(0, 2));
    }
    await docs.compact('r'); // the one the 20th row started
    expect((await store.loadUpdates('r')).length).toBeLessThan(10);
    await docs.compact('r');
    expect(await store.loadUpdates('r')).toHaveLength(1);
    expect(await readText(docs)).toBe(text.toJSON());
  });

  it('a compaction keeps the rows stored after the state it merged', async () => {
    const { store, docs } = service();
    const { text, send } = writerOn(docs);
    for (const char of 'abc') await send(() => text.insert(0, char));
    const before = await store.loadUpdates('r');
    const lastSeq = before.at(-1)?.seq ?? 0;
    // Another instance stores a row between this one's read and its replace.
    await send(() => text.insert(0, 'd'));
    await store.replaceUpdates('r', lastSeq, Y.mergeUpdates(before.map((row) => row.update)));
    expect(await store.loadUpdates('r')).toHaveLength(2);
    expect(await readText(docs)).toBe('dcba');
  });

  it('deleting from a full document makes room once it is compacted', async () => {
    const { store, docs } = service({ maxBytes: 30_000 });
    const { text, send } = writerOn(docs);
    await send(() => text.insert(0, 'q'.repeat(25_000)));
    await send(() => text.delete(0, 25_000));
    const refused = await send(() => text.insert(0, 'w'.repeat(10_000)));
    expect(refused).toEqual({ kind: 'refused', message: DOC_MESSAGES.full });
    await docs.compact('r');
    expect(await storedBytes(store, 'r')).toBeLessThan(1000);
    expect((await send(() => text.insert(0, 'fits'))).kind).toBe('relay');
  });
});
