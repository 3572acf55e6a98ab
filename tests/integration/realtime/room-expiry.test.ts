import { expect, it } from 'vitest';
import { documentUpdates } from '#server/db/schema.ts';
import { createDbRealtimeStore } from '#server/realtime/index.ts';
import { EMPTY_PUBLIC_ROOM_TTL_MS } from '#server/realtime/room-expiry.ts';
import { describeRealtime, uniqueName } from './support/server';

/**
 * Rooms cost nothing to create and keep their names: public rooms that never held content
 * expire, so names cannot be squatted in bulk.
 */
describeRealtime('realtime room expiry', (server, db) => {
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
    expect(await creator.emitAck('room:create', { room: empty, isPrivate: false })).toMatchObject({
      success: true,
    });
  });
});
