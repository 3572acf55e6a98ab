import { afterAll, afterEach, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DOC_MESSAGES, type DocRefused } from '#common/realtime/index.ts';
import { createDbRealtimeStore } from '#server/realtime/index.ts';
import {
  DOC_SYNC_REQUESTS_PER_WINDOW,
  DOC_UPDATES_PER_SECOND_MAX,
} from '#server/realtime/doc-budget.ts';
import { describeEachDriver } from '../support/databases';
import type { TestClient } from './support/clients';
import {
  applySyncMessages,
  eventually,
  openDocPeer,
  syncRequest,
  updateMessage,
  waitFor,
  type DocPeer,
} from './support/doc-clients';
import { uniqueName, useRealtimeServer } from './support/server';

/** Small, so that filling a document takes a few messages. */
const DOC_MAX_BYTES = 200_000;

describeEachDriver(
  'realtime shared documents: size and rate bounds',
  ({ db }) => {
    // The budgets' clock stands still during a flood: however slowly a busy machine delivers
    // it, a flood is one instant and past the budget, as it would be from a real attacker.
    let stoppedAt: number | undefined;
    const server = useRealtimeServer(() => db().database, {
      env: { DOC_MAX_BYTES: String(DOC_MAX_BYTES) },
      docBudgetClock: () => stoppedAt ?? Date.now(),
    });
    const stopClock = () => (stoppedAt = Date.now());
    const startClock = () => (stoppedAt = undefined);
    afterEach(startClock);
    const peers: DocPeer[] = [];
    afterAll(() => {
      for (const opened of peers) opened.close();
    });
    const store = () => createDbRealtimeStore(db().database.db);
    const storedBytes = async (room: string) =>
      (await store().loadUpdates(room)).reduce((sum, row) => sum + row.update.byteLength, 0);

    async function publicRoom() {
      const room = uniqueName('bounded');
      const creator = await server.connect(server.url, { room: '/collab' });
      expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
        success: true,
      });
      return room;
    }

    async function admitted(room: string): Promise<TestClient> {
      const client = await server.connect(server.url, { room: `/collab/${room}` });
      await client.next('room:joined');
      return client;
    }

    function peer(room: string) {
      const opened = openDocPeer(server.url, `/collab/${room}`);
      peers.push(opened);
      return opened;
    }

    it('answers many sync requests from the cached state, not a merge of every row', async () => {
      const room = await publicRoom();
      const writer = await admitted(room);
      const source = new Y.Doc();
      for (let index = 0; index < 40; index++) {
        writer.socket.emit('doc:sync', {
          data: updateMessage(source, (text) => text.insert(0, `line ${index}\n`)),
        });
      }
      await eventually('all stored', async () => (await store().loadUpdates(room)).length === 40);
      const expected = source.getText('content').toJSON();

      const rebuildsBefore = server.realtime.docs.stats.rebuilds;
      const readers = await Promise.all([1, 2, 3].map(() => admitted(room)));
      stopClock();
      for (const reader of readers) {
        for (let request = 0; request < DOC_SYNC_REQUESTS_PER_WINDOW; request++) {
          reader.socket.emit('doc:sync', { data: syncRequest() });
        }
      }
      for (const reader of readers) {
        await waitFor(
          'answers',
          () => reader.all('doc:sync').length === 2 * DOC_SYNC_REQUESTS_PER_WINDOW,
        );
        const steps = reader.all<{ data: Uint8Array }>('doc:sync');
        for (let answer = 0; answer < steps.length; answer += 2) {
          expect(applySyncMessages(new Y.Doc(), steps.slice(answer, answer + 1))).toBe(expected);
        }
      }
      expect(server.realtime.docs.stats.rebuilds).toBe(rebuildsBefore + 1);

      // Past its budget a socket's requests are refused, with the time to ask again.
      const [greedy] = readers;
      greedy?.socket.emit('doc:sync', { data: syncRequest() });
      const refusal = await greedy?.next<DocRefused>('doc:refused');
      expect(refusal?.message).toBe(DOC_MESSAGES.tooFast);
      expect(refusal?.retryAfterMs).toBeGreaterThan(0);
    });

    it('refuses one update over 256 kB: not stored, not relayed', async () => {
      const room = await publicRoom();
      const sender = await admitted(room);
      const other = await admitted(room);
      const source = new Y.Doc();
      sender.socket.emit('doc:sync', {
        data: updateMessage(source, (text) => text.insert(0, 'x'.repeat(300_000))),
      });
      expect(await sender.next('doc:refused')).toEqual({ message: DOC_MESSAGES.updateTooLarge });
      // A small one after it goes through (from another writer: the big one left a gap).
      sender.socket.emit('doc:sync', {
        data: updateMessage(new Y.Doc(), (text) => text.insert(0, 'small')),
      });
      await other.next('doc:sync');
      expect(other.all('doc:sync')).toHaveLength(1);
      expect(await store().loadUpdates(room)).toHaveLength(1);
      expect(await storedBytes(room)).toBeLessThan(1000);
    });

    it('refuses updates past DOC_MAX_BYTES as full; a newcomer still gets everything stored', async () => {
      const room = await publicRoom();
      const sender = await admitted(room);
      const source = new Y.Doc();
      const chunk = 'y'.repeat(60_000);
      for (let index = 0; index < 4; index++) {
        sender.socket.emit('doc:sync', {
          data: updateMessage(source, (text) => text.insert(text.length, chunk)),
        });
      }
      // Handled in order: the three before it are stored (as they are, or compacted into one).
      expect(await sender.next('doc:refused')).toEqual({ message: DOC_MESSAGES.full });
      expect(await storedBytes(room)).toBeGreaterThan(3 * chunk.length);
      expect(await storedBytes(room)).toBeLessThanOrEqual(DOC_MAX_BYTES);

      const newcomer = peer(room);
      await waitFor('newcomer synced', () => newcomer.provider.synced);
      await waitFor('everything stored', () => newcomer.text.length === 3 * chunk.length);

      // The room shows the refusal; what was typed stays on the typist's screen.
      newcomer.text.insert(0, 'z'.repeat(30_000));
      await waitFor('refusal shown', () => newcomer.provider.refusal === DOC_MESSAGES.full);
      expect(newcomer.text.length).toBe(3 * chunk.length + 30_000);
      expect(await storedBytes(room)).toBeLessThanOrEqual(DOC_MAX_BYTES);
    });

    it('refuses part of a flood as too fast, and relays only what it stored', async () => {
      const room = await publicRoom();
      const sender = await admitted(room);
      const other = await admitted(room);
      const source = new Y.Doc();
      const sent = 1000;
      const flood = Array.from({ length: sent }, () =>
        updateMessage(source, (text) => text.insert(0, 'f')),
      );
      stopClock();
      for (const data of flood) sender.socket.emit('doc:sync', { data });
      await waitFor(
        'every update answered',
        () => sender.all('doc:refused').length + other.all('doc:sync').length === sent,
      );
      const refusals = sender.all<DocRefused>('doc:refused');
      expect(refusals.length).toBeGreaterThanOrEqual(sent - DOC_UPDATES_PER_SECOND_MAX);
      const tooFast = (refusal: DocRefused) =>
        refusal.message === DOC_MESSAGES.tooFast && (refusal.retryAfterMs ?? 0) > 0;
      expect(refusals.every(tooFast)).toBe(true);
      // Every update is stored before it is relayed (a compaction may have merged rows since).
      const relayed = other.all('doc:sync').length;
      const rows = await store().loadUpdates(room);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(relayed);
    });

    it('a refused burst from a real client is shared later: nothing typed is lost', async () => {
      const room = await publicRoom();
      const a = peer(room);
      const b = peer(room);
      await waitFor('both synced', () => a.provider.synced && b.provider.synced);
      stopClock();
      for (let index = 0; index < 600; index++) a.text.insert(a.text.length, String(index % 10));
      await waitFor('refused', () => a.provider.refusal === DOC_MESSAGES.tooFast);
      startClock();
      await waitFor('b has every character', () => b.text.toJSON() === a.text.toJSON());
      expect(a.text.length).toBe(600);
    });
  },
  { seed: false },
);

/** Small, so that a few rooms fill it: a single megabyte (1,048,576 bytes). */
const ROOM_STORAGE_MAX_BYTES = 1024 * 1024;

describeEachDriver(
  'realtime shared documents: the storage budget of every room together',
  ({ db }) => {
    const server = useRealtimeServer(() => db().database, {
      env: { ROOM_STORAGE_MAX_MB: '1' },
    });
    const total = () => createDbRealtimeStore(db().database.db).totalDocumentBytes();

    async function admittedToNewRoom(prefix: string) {
      const room = uniqueName(prefix);
      const client = await server.connect(server.url, { room: `/collab/${room}` });
      expect(await client.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
        success: true,
      });
      await client.next('room:joined');
      return { room, client };
    }

    it('refuses new content in every room once the total is reached; what is stored stays readable', async () => {
      const chunk = 'b'.repeat(200_000);
      const first = await admittedToNewRoom('budget-a');
      const second = await admittedToNewRoom('budget-b');
      // 3 + 2 chunks: about 1,000,000 bytes of the budget, each room far below DOC_MAX_BYTES.
      for (const [{ client }, count] of [
        [first, 3],
        [second, 2],
      ] as const) {
        const source = new Y.Doc();
        for (let index = 0; index < count; index++) {
          client.socket.emit('doc:sync', {
            data: updateMessage(source, (text) => text.insert(text.length, chunk)),
          });
        }
      }
      await eventually('five chunks stored', async () => (await total()) > 5 * chunk.length);

      // A sixth chunk, in a room with content or in a new one, would pass the budget.
      const third = await admittedToNewRoom('budget-c');
      for (const { client } of [second, third]) {
        client.socket.emit('doc:sync', {
          data: updateMessage(new Y.Doc(), (text) => text.insert(0, chunk)),
        });
        expect(await client.next('doc:refused')).toEqual({ message: DOC_MESSAGES.storageFull });
      }
      expect(await total()).toBeLessThan(ROOM_STORAGE_MAX_BYTES);
      expect(server.realtime.roomStorage.usage()).toEqual({
        bytes: await total(),
        maxBytes: ROOM_STORAGE_MAX_BYTES,
      });

      // Reading is not refused: a newcomer gets everything stored.
      const reader = await server.connect(server.url, { room: `/collab/${first.room}` });
      await reader.next('room:joined');
      reader.socket.emit('doc:sync', { data: syncRequest() });
      await reader.next('doc:sync');
      const read = applySyncMessages(
        new Y.Doc(),
        reader.all<{ data: Uint8Array }>('doc:sync').slice(0, 1),
      );
      expect(read).toBe(chunk.repeat(3));
    });
  },
  { seed: false },
);
