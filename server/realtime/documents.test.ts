import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { DocumentService } from './documents';
import { createMemoryRealtimeStore } from './memory-store';

const logger = createLogger('silent');

function updateMessage(doc: Y.Doc, edit: () => void): Uint8Array {
  let captured: Uint8Array | null = null;
  const capture = (update: Uint8Array) => (captured = update);
  doc.once('update', capture);
  edit();
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, captured ?? new Uint8Array());
  return encoding.toUint8Array(encoder);
}

/** Applies the service's replies to `doc` the way the browser provider does. */
function applyReplies(doc: Y.Doc, replies: Uint8Array[]) {
  for (const reply of replies) {
    syncProtocol.readSyncMessage(decoding.createDecoder(reply), encoding.createEncoder(), doc, 's');
  }
}

function step1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

describe('DocumentService', () => {
  it('stores updates, relays them, and answers step 1 with the missing state', async () => {
    const store = createMemoryRealtimeStore();
    const service = new DocumentService(store, logger);
    const writer = new Y.Doc();
    const result = await service.handleSync(
      'r',
      updateMessage(writer, () => writer.getText('t').insert(0, 'hello')),
    );
    expect(result?.relay).toBeInstanceOf(Uint8Array);
    expect(await store.loadUpdates('r')).toHaveLength(1);

    const reader = new Y.Doc();
    const answer = await service.handleSync('r', step1(reader));
    expect(answer?.replies).toHaveLength(2);
    applyReplies(reader, answer?.replies.slice(0, 1) ?? []);
    expect(reader.getText('t').toJSON()).toBe('hello');
  });

  it('ignores malformed and empty messages', async () => {
    const store = createMemoryRealtimeStore();
    const service = new DocumentService(store, logger);
    expect(await service.handleSync('r', new Uint8Array([9, 9]))).toBeNull();
    expect(await service.handleSync('r', new Uint8Array([2, 3, 1, 2, 3]))).toBeNull();
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(new Y.Doc()));
    expect(await service.handleSync('r', encoding.toUint8Array(encoder))).toEqual({
      replies: [],
      relay: null,
    });
    expect(await store.loadUpdates('r')).toHaveLength(0);
  });

  it('compacts into one row once there are many, keeping the content', async () => {
    const store = createMemoryRealtimeStore();
    const service = new DocumentService(store, logger, 20);
    const writer = new Y.Doc();
    const text = writer.getText('t');
    for (let index = 0; index < 25; index++) {
      await service.handleSync(
        'r',
        updateMessage(writer, () => text.insert(index, 'x')),
      );
      if (index === 3) {
        await service.handleSync(
          'r',
          updateMessage(writer, () => text.delete(0, 2)),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await store.loadUpdates('r')).length).toBeLessThan(10);
    const reader = new Y.Doc();
    const answer = await service.handleSync('r', step1(reader));
    applyReplies(reader, answer?.replies.slice(0, 1) ?? []);
    expect(reader.getText('t').toJSON()).toBe(text.toJSON());
  });

  it('a compaction that lost the race changes nothing', async () => {
    const store = createMemoryRealtimeStore();
    const service = new DocumentService(store, logger);
    const writer = new Y.Doc();
    for (const char of 'abc') {
      await service.handleSync(
        'r',
        updateMessage(writer, () => writer.getText('t').insert(0, char)),
      );
    }
    const rows = await store.loadUpdates('r');
    await service.compact('r');
    const afterFirst = await store.loadUpdates('r');
    expect(afterFirst).toHaveLength(1);
    // A second instance that read the old rows before the first compacted:
    expect(
      await store.replaceUpdates(
        'r',
        rows.map((row) => row.seq),
        new Uint8Array([0, 0]),
      ),
    ).toBe(false);
    expect(await store.loadUpdates('r')).toEqual(afterFirst);
  });
});
