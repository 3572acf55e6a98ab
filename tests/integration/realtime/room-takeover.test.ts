import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ROOM_MESSAGES,
  type ErrorReply,
  type RoomCreated,
  type RoomCreateReply,
  type RoomJoined,
  type RoomVerifyReply,
} from '#common/realtime/index.ts';
import { rooms } from '#server/db/schema.ts';
import { EMPTY_PUBLIC_ROOM_TTL_MS } from '#server/realtime/room-expiry.ts';
import { settle, type TestClient } from './support/clients';
import { describeRealtime, uniqueName } from './support/server';

/**
 * A room's name outlives the room: an empty public room is swept, and anybody may create the
 * name again, as a private room too. Nothing given out for the old room may open the new one.
 */
describeRealtime('realtime room names taken over', (server, db) => {
  const { connect } = server;
  const onPage = (room: string, token?: string) =>
    connect(server.url, { room: `/collab/${room}`, ...(token ? { token } : {}) });

  /** No `room:joined` came, and the room's chat answers "Access denied". */
  const expectLeftOut = async (client: TestClient) => {
    expect(
      await client.emitAck('chat:message', { id: uniqueName('m'), author: 'X', text: 'hi' }),
    ).toEqual({ message: ROOM_MESSAGES.accessDenied });
    await settle();
    expect(client.all('room:joined')).toEqual([]);
    expect(client.all('chat:history')).toEqual([]);
  };

  it('a public room gives out no token: creating, verifying and connecting need none', async () => {
    const room = uniqueName('open');
    const creator = await onPage(room);
    creator.socket.emit('room:create', { room, isPrivate: false });
    const created = await creator.next<RoomCreated>('room:created');
    expect(created).toEqual({ room });
    expect(await creator.next<RoomJoined>('room:joined')).toEqual({ room, isPrivate: false });

    const other = await connect(server.url, { room: '/collab' });
    const reply = await other.emitAck<RoomCreateReply>('room:create', {
      room: uniqueName('open'),
      isPrivate: false,
    });
    expect(reply).toMatchObject({ success: true });
    expect(reply).not.toHaveProperty('token');
    expect(await other.emitAck<RoomVerifyReply>('room:verify', { room, password: 'any' })).toEqual({
      success: true,
    });
    const visitor = await onPage(room);
    expect(await visitor.next<RoomJoined>('room:joined')).toEqual({ room, isPrivate: false });
  });

  it('whatever a swept public room gave out does not open a private room made under its name', async () => {
    const room = uniqueName('swept');
    const first = await connect(server.url, { room: '/collab' });
    const created = await first.emitAck<RoomCreateReply>('room:create', {
      room,
      isPrivate: false,
    });
    const verified = await first.emitAck<RoomVerifyReply>('room:verify', {
      room,
      password: 'anything',
    });
    const kept = [created, verified].flatMap((reply) =>
      reply.success && reply.token ? [reply.token] : [],
    );

    const dayLater = Date.now() + EMPTY_PUBLIC_ROOM_TTL_MS + 60_000;
    expect(await server.realtime.sweepRooms(dayLater)).toContain(room);
    const owner = await onPage(room);
    owner.socket.emit('room:create', { room, isPrivate: true, password: 'new-owner' });
    await owner.next('room:joined');
    await owner.emitAck('chat:message', { id: uniqueName('m'), author: 'Owner', text: 'private' });

    for (const token of kept.length > 0 ? kept : [undefined]) {
      await expectLeftOut(await onPage(room, token));
    }
  });

  it('a token of a private room opens neither its name once the room is gone nor a new room there', async () => {
    const room = uniqueName('gone');
    const first = await onPage(room);
    first.socket.emit('room:create', { room, isPrivate: true, password: 'first-owner' });
    const { token } = await first.next<RoomCreated>('room:created');
    if (!token) throw new Error('a private room gives a token');
    const holder = await onPage(room, token);
    expect(await holder.next<RoomJoined>('room:joined')).toEqual({ room, isPrivate: true });

    await db().database.db.delete(rooms).where(eq(rooms.id, room));
    await expectLeftOut(await onPage(room, token));

    const second = await onPage(room);
    second.socket.emit('room:create', { room, isPrivate: true, password: 'second-owner' });
    const { token: secondToken } = await second.next<RoomCreated>('room:created');
    await expectLeftOut(await onPage(room, token));
    // The new room's own token works.
    const newcomer = await onPage(room, secondToken);
    expect(await newcomer.next<RoomJoined>('room:joined')).toEqual({ room, isPrivate: true });
  });

  it('a private create that finds the name public is told so and is not let in', async () => {
    const room = uniqueName('taken');
    const publicCreator = await connect(server.url, { room: '/collab' });
    const privateCreator = await onPage(room);
    expect(await publicCreator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
      success: true,
    });
    const refused = { success: false, message: ROOM_MESSAGES.takenAsPublic };
    expect(
      await privateCreator.emitAck('room:create', { room, isPrivate: true, password: 'mine' }),
    ).toEqual(refused);
    expect(await privateCreator.next<ErrorReply>('room:error')).toEqual({
      message: ROOM_MESSAGES.takenAsPublic,
    });
    // Asking for a public room, the name is simply taken.
    expect(await publicCreator.emitAck('room:create', { room, isPrivate: false })).toEqual({
      success: false,
      message: ROOM_MESSAGES.roomExists,
    });
    await settle();
    expect(privateCreator.all('room:joined')).toEqual([]);
  });

  it('a private and a public create side by side: the private one never lands in the public room', async () => {
    for (let round = 0; round < 3; round++) {
      const room = uniqueName('race');
      const privateCreator = await onPage(room);
      const publicCreator = await onPage(room);
      const [privately, publicly] = await Promise.all([
        privateCreator.emitAck<RoomCreateReply>('room:create', {
          room,
          isPrivate: true,
          password: 'mine',
        }),
        publicCreator.emitAck<RoomCreateReply>('room:create', { room, isPrivate: false }),
      ]);
      expect([privately.success, publicly.success].sort()).toEqual([false, true]);
      await settle(100);
      if (publicly.success) {
        expect(privately).toEqual({ success: false, message: ROOM_MESSAGES.takenAsPublic });
        expect(privateCreator.all('room:joined')).toEqual([]);
      } else {
        expect(publicly).toEqual({ success: false, message: ROOM_MESSAGES.roomExists });
        expect(privateCreator.all('room:joined')).toEqual([{ room, isPrivate: true }]);
        expect(publicCreator.all('room:joined')).toEqual([]);
      }
    }
  });
});
