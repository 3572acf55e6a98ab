import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { documentUpdates } from '#server/db/schema.ts';
import { createDbRealtimeStore } from '#server/realtime/index.ts';
import { EMPTY_PUBLIC_ROOM_TTL_MS, MS_PER_DAY } from '#server/realtime/room-expiry.ts';
import { applySyncMessages, eventually, syncRequest, updateMessage } from './support/doc-clients';
import { describeRealtime, uniqueName } from './support/server';

/** Short, so the sweep's clock need not run 90 days ahead (it is handed a time, not waited for). */
const IDLE_DAYS = 3;

/**
 * Rooms cost nothing to create and keep their names: public rooms that never held content
 * expire, so names cannot be squatted in bulk.
 */
describeRealtime(
  'realtime room expiry',
  (server, db) => {
    it('removes public rooms that never held content once a day old; keeps the others', async () => {
      const store = createDbRealtimeStore(db().database.db);
      const creator = await server.connect(server.url, { room: '/collab' });
      const create = async (prefix: string, isPrivate = false) => {
        const room = uniqueName(prefix);
        const reply = await creator.emitAck('room:create', {
          room,
          isPrivate,
          ...(isPrivate ? { password: 'pass1' } : {}),
        });
        expect(reply).toMatchObject({ success: true });
        return room;
      };
      const empty = await create('empty');
      const chatted = await create('chatted');
      const written = await create('written');
      const secret = await create('secret', true);
      const occupied = await create('occupied');

      const talker = await server.connect(server.url, { room: `/collab/${chatted}` });
      await talker.next('room:joined');
      await talker.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text: 'hi' });
      talker.close();
      await db()
        .database.db.insert(documentUpdates)
        .values({ docName: written, update: new Uint8Array([0, 0]) });
      const present = await server.connect(server.url, { room: `/whiteboard/${occupied}` });
      await present.next('room:joined');

      // Not a day old yet: nothing goes.
      expect(await server.realtime.sweepRooms(Date.now())).toEqual([]);
      const dayLater = Date.now() + EMPTY_PUBLIC_ROOM_TTL_MS + 60_000;
      expect(await server.realtime.sweepRooms(dayLater)).toEqual([empty]);
      expect(await store.getRoom(empty)).toBeNull();
      for (const kept of [chatted, written, secret, occupied]) {
        expect(await store.getRoom(kept)).not.toBeNull();
      }
      // Once nobody is in it, an empty room goes too.
      present.close();
      let removed: string[] = [];
      for (let attempt = 0; attempt < 20 && removed.length === 0; attempt++) {
        removed = await server.realtime.sweepRooms(dayLater);
        if (removed.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(removed).toEqual([occupied]);
      // The name is free again.
      expect(await creator.emitAck('room:create', { room: empty, isPrivate: false })).toMatchObject(
        {
          success: true,
        },
      );
    });
    it('removes rooms untouched for ROOM_IDLE_EXPIRY_DAYS, content and all, unless kept', async () => {
      const store = createDbRealtimeStore(db().database.db);
      const creator = await server.connect(server.url, { room: '/collab' });
      const admitted = async (room: string) => {
        const client = await server.connect(server.url, { room: `/collab/${room}` });
        await client.next('room:joined');
        return client;
      };
      const withContent = async (prefix: string) => {
        const room = uniqueName(prefix);
        expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
          success: true,
        });
        const writer = await admitted(room);
        writer.socket.emit('doc:sync', {
          data: updateMessage(new Y.Doc(), (text) => text.insert(0, `notes of ${room}`)),
        });
        await writer.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text: 'hi' });
        await eventually('stored', async () => (await store.loadUpdates(room)).length === 1);
        // Read back too, so this instance holds the document's state.
        writer.socket.emit('doc:sync', { data: syncRequest() });
        await writer.next('doc:sync');
        writer.close();
        return room;
      };
      const idle = await withContent('idle');
      const kept = await withContent('kept');
      expect(await store.setRoomKept(kept, true)).toBe(true);
      // Kept, an empty public room outlives the day of the empty-room sweep too.
      const keptEmpty = uniqueName('kept-empty');
      expect(
        await creator.emitAck('room:create', { room: keptEmpty, isPrivate: false }),
      ).toMatchObject({ success: true });
      expect(await store.setRoomKept(keptEmpty, true)).toBe(true);
      const mine = (removed: string[]) =>
        removed.filter((id) => id === idle || id === kept || id === keptEmpty);

      // Used just now (writing touched them): a minute short of the idle time, nothing goes.
      const idleMs = IDLE_DAYS * MS_PER_DAY;
      expect(mine(await server.realtime.sweepRooms(Date.now() + idleMs - 60_000))).toEqual([]);
      expect(mine(await server.realtime.sweepRooms(Date.now() + idleMs + 60_000))).toEqual([idle]);
      expect(await store.getRoom(idle)).toBeNull();
      expect(await store.loadUpdates(idle)).toEqual([]);
      expect(await store.recentChat(`room/${idle}`, 10)).toEqual([]);
      expect(await store.getRoom(kept)).not.toBeNull();
      expect(await store.getRoom(keptEmpty)).not.toBeNull();
      expect(await store.loadUpdates(kept)).toHaveLength(1);
      expect(server.realtime.roomStorage.usage().bytes).toBe(await store.totalDocumentBytes());

      // The name is free again, and the new room starts empty: nothing of the old one is served.
      expect(await creator.emitAck('room:create', { room: idle, isPrivate: false })).toMatchObject({
        success: true,
      });
      const reader = await admitted(idle);
      reader.socket.emit('doc:sync', { data: syncRequest() });
      await reader.next('doc:sync');
      expect(
        applySyncMessages(new Y.Doc(), reader.all<{ data: Uint8Array }>('doc:sync').slice(0, 1)),
      ).toBe('');

      // Unkept, it expires like any other.
      expect(await store.setRoomKept(kept, false)).toBe(true);
      expect(mine(await server.realtime.sweepRooms(Date.now() + idleMs + 60_000))).toEqual([kept]);
    });
  },
  { env: { ROOM_IDLE_EXPIRY_DAYS: String(IDLE_DAYS) } },
);
