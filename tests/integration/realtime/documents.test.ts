import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryRoomTokens } from '#app/realtime/index.ts';
import * as Y from 'yjs';
import { createDbRealtimeStore, type RealtimeStore } from '#server/realtime/index.ts';
import { connectClient, emitRaw } from './support/clients';
import { describeEachDriver } from '../support/databases';
import {
  eventually,
  openDocPeer,
  updateMessage,
  waitFor,
  type DocPeer,
} from './support/doc-clients';
import { startRealtimeServer, uniqueName, type TestRealtimeServer } from './support/server';

/** Long enough that a shutdown begins with most of the updates still queued. */
const SLOW_APPEND_MS = 40;

describeEachDriver(
  'realtime shared documents',
  ({ db }) => {
    let server: TestRealtimeServer;
    const peers: DocPeer[] = [];
    const open = (path: string, tokens = memoryRoomTokens()) => {
      const peer = openDocPeer(server.url, path, tokens);
      peers.push(peer);
      return peer;
    };
    const synced = (...list: DocPeer[]) =>
      waitFor('sync', () => list.every((peer) => peer.provider.synced));

    beforeAll(async () => {
      server = await startRealtimeServer(db().database);
    });
    afterAll(async () => {
      for (const peer of peers) peer.close();
      await server.close();
    });

    async function publicRoom() {
      const room = uniqueName('doc');
      const creator = open('/collab');
      await waitFor('connect', () => creator.client.connected);
      expect(await creator.client.createRoom({ room, isPrivate: false })).toMatchObject({
        success: true,
      });
      return room;
    }

    it('two clients typing at once converge; a late joiner gets everything', async () => {
      const room = await publicRoom();
      const a = open(`/collab/${room}`);
      const b = open(`/editor/${room}`);
      await synced(a, b);
      for (let index = 0; index < 30; index++) {
        a.text.insert(0, 'a');
        b.text.insert(0, 'b');
        if (index % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await waitFor(
        'convergence',
        () => a.text.length === 60 && b.text.toJSON() === a.text.toJSON(),
      );
      expect(a.text.toJSON().replace(/b/g, '')).toBe('a'.repeat(30));
      expect(b.text.toJSON().replace(/a/g, '')).toBe('b'.repeat(30));

      const late = open(`/whiteboard/${room}`);
      await synced(late);
      await waitFor('late joiner', () => late.text.toJSON() === a.text.toJSON());
    });

    it('shares awareness: newcomers learn everyone, leavers are removed', async () => {
      const room = await publicRoom();
      const a = open(`/collab/${room}`);
      const b = open(`/collab/${room}`);
      await synced(a, b);
      a.provider.awareness.setLocalStateField('user', { name: 'Ada', color: '#008cff' });
      b.provider.awareness.setLocalStateField('user', { name: 'Bob', color: '#10b981' });
      const names = (peer: DocPeer) =>
        [...peer.provider.awareness.getStates().values()]
          .map((state) => (state.user as { name?: string } | undefined)?.name)
          .filter(Boolean)
          .sort();
      await waitFor('a sees b', () => names(a).join() === 'Ada,Bob');
      await waitFor('b sees a', () => names(b).join() === 'Ada,Bob');
      const c = open(`/collab/${room}`);
      c.provider.awareness.setLocalStateField('user', { name: 'Cy', color: '#f97316' });
      await waitFor('newcomer learns everyone', () => names(c).join() === 'Ada,Bob,Cy');
      // A network loss (no goodbye from the client): the server announces the removal.
      a.client.close();
      await waitFor('b drops a', () => names(b).join() === 'Bob,Cy');
      await waitFor('c drops a', () => names(c).join() === 'Bob,Cy');
    });

    it('a private room syncs after create, and again with the stored token after a network blip', async () => {
      const room = uniqueName('private-doc');
      const tokens = memoryRoomTokens();
      const a = open(`/collab/${room}`, tokens);
      await waitFor('connect', () => a.client.connected);
      expect(await a.client.createRoom({ room, isPrivate: true, password: 'pass1' })).toMatchObject(
        { success: true },
      );
      expect(tokens.get(room)).toEqual(expect.any(String));
      await synced(a);
      a.text.insert(0, 'before ');

      const outsider = open(`/collab/${room}`);
      await waitFor('outsider connected', () => outsider.client.connected);

      // Drop the transport: Socket.IO reconnects, presenting the stored token.
      const engine = (a.client as unknown as { socket: { io: { engine: { close(): void } } } })
        .socket.io.engine;
      engine.close();
      await waitFor('disconnected', () => !a.client.connected);
      a.text.insert(a.text.length, 'offline');
      await waitFor('readmitted', () => a.client.admission?.room === room && a.provider.synced);

      const b = open(`/collab/${room}`, memoryRoomTokens({ [room]: tokens.get(room) ?? '' }));
      await synced(b);
      await waitFor('b has offline edit', () => b.text.toJSON() === 'before offline');
      expect(outsider.provider.synced).toBe(false);
      expect(outsider.text.toJSON()).toBe('');
    });

    it('a document survives a server restart', async () => {
      const room = await publicRoom();
      const a = open(`/collab/${room}`);
      await synced(a);
      a.text.insert(0, 'kept across restarts');
      const store = createDbRealtimeStore(db().database.db);
      await eventually('update stored', async () => (await store.loadUpdates(room)).length > 0);
      a.close();

      const port = server.port;
      await server.close();
      server = await startRealtimeServer(db().database, { port });
      const b = open(`/collab/${room}`);
      await synced(b);
      expect(b.text.toJSON()).toBe('kept across restarts');
    });

    it('a shutdown stores every update its sockets had sent, before the database closes', async () => {
      // A slow store keeps updates queued when the shutdown begins; one that finishes after
      // close() has returned would meet a closed database, and is refused as it would be.
      const stored = createDbRealtimeStore(db().database.db);
      let closed = false;
      let appendsStarted = 0;
      const slowStore: RealtimeStore = {
        ...stored,
        async appendUpdate(doc, update, maxBytes) {
          appendsStarted += 1;
          await new Promise((resolve) => setTimeout(resolve, SLOW_APPEND_MS));
          if (closed) throw new Error('The database is closed');
          return stored.appendUpdate(doc, update, maxBytes);
        },
      };
      const slow = await startRealtimeServer(db().database, { store: slowStore });
      const room = uniqueName('shutdown');
      const creator = await connectClient(slow.url, { room: '/collab' });
      expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
        success: true,
      });
      const writer = await connectClient(slow.url, { room: `/collab/${room}` });
      await writer.next('room:joined');
      const source = new Y.Doc();
      const typed = 'deploy';
      for (const letter of typed) {
        const data = updateMessage(source, (text) => text.insert(text.length, letter));
        emitRaw(writer, 'doc:sync', { data });
      }
      await waitFor('the first update reaching the store', () => appendsStarted > 0);
      await slow.close();
      closed = true;

      const restored = new Y.Doc();
      for (const row of await stored.loadUpdates(room)) Y.applyUpdate(restored, row.update);
      expect(restored.getText('content').toJSON()).toBe(typed);
    });

    it('compaction keeps the document whole in fewer rows', async () => {
      const room = await publicRoom();
      const a = open(`/collab/${room}`);
      await synced(a);
      for (let index = 0; index < 50; index++) a.text.insert(index, String(index % 10));
      const store = createDbRealtimeStore(db().database.db);
      await eventually('all stored', async () => (await store.loadUpdates(room)).length >= 50);
      await server.realtime.docs.compact(room);
      expect(await store.loadUpdates(room)).toHaveLength(1);
      const late = open(`/collab/${room}`);
      await synced(late);
      expect(late.text.toJSON()).toBe(a.text.toJSON());
    });
  },
  { seed: false },
);
