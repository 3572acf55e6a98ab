import { expect, it } from 'vitest';
import {
  ROOM_MESSAGES,
  type ErrorReply,
  type RoomCreated,
  type RoomCreateReply,
  type RoomInfoReply,
  type RoomJoined,
  type RoomVerifyReply,
} from '#common/realtime/index.ts';
import { createDbRealtimeStore } from '#server/realtime/index.ts';
import { createPrivateRoom, emitRaw, settle } from './support/clients';
import { describeRealtime, uniqueName } from './support/server';

const uniqueRoom = (prefix = 'room') => uniqueName(prefix);

describeRealtime(
  'realtime rooms',
  (server, db) => {
    const { connect } = server;

    it('room:info answers {exists, isPrivate}', async () => {
      const client = await connect(server.url, { room: '/collab' });
      const publicRoom = uniqueRoom();
      const privateRoom = uniqueRoom();
      await client.emitAck('room:create', { room: publicRoom, isPrivate: false });
      await client.emitAck('room:create', {
        room: privateRoom,
        isPrivate: true,
        password: 'pass1',
      });
      expect(await client.emitAck('room:info', { room: uniqueRoom() })).toEqual({
        exists: false,
        isPrivate: false,
      });
      expect(await client.emitAck('room:info', { room: ` ${publicRoom} ` })).toEqual({
        exists: true,
        isPrivate: false,
      });
      expect(await client.emitAck('room:info', { room: privateRoom })).toEqual({
        exists: true,
        isPrivate: true,
      });
    });

    it('room:info refuses bad room ids and bad payloads with a message', async () => {
      const client = await connect(server.url, { room: '/collab' });
      for (const room of ['', '   ', 'a'.repeat(65), 'has space', 'slash/no', 'émoji', 5]) {
        expect(await client.emitAck<RoomInfoReply>('room:info', { room })).toEqual({
          message: ROOM_MESSAGES.invalidRoomId,
        });
      }
      expect(await client.emitAck<ErrorReply>('room:info', 'nonsense')).toEqual({
        message: 'Invalid request',
      });
      expect(await client.emitAck<ErrorReply>('room:info')).toEqual({ message: 'Invalid request' });
    });

    it('room:create answers room:created with a token and admits a socket on that page', async () => {
      const room = uniqueRoom();
      const client = await connect(server.url, { room: `/collab/${room}` });
      await settle(100);
      expect(client.all('room:joined')).toEqual([]);
      client.socket.emit('room:create', { room, isPrivate: true, password: 'secret' });
      const created = await client.next<RoomCreated>('room:created');
      expect(created.room).toBe(room);
      expect(created.token).toMatch(/^[\w-]+\.[0-9a-z]+\.[\w-]+$/);
      expect(client.all<RoomJoined>('room:joined')).toEqual([{ room, isPrivate: true }]);
      expect(client.all('chat:history')).toEqual([[]]);
    });

    it('room:create refuses an existing room, even with another password', async () => {
      const room = uniqueRoom();
      const owner = await connect(server.url, { room: '/collab' });
      const intruder = await connect(server.url, { room: `/collab/${room}` });
      expect(
        await owner.emitAck<RoomCreateReply>('room:create', {
          room,
          isPrivate: true,
          password: 'first',
        }),
      ).toMatchObject({ success: true, room });
      expect(
        await intruder.emitAck<RoomCreateReply>('room:create', {
          room,
          isPrivate: false,
        }),
      ).toEqual({ success: false, message: ROOM_MESSAGES.roomExists });
      expect(await intruder.next<ErrorReply>('room:error')).toEqual({
        message: ROOM_MESSAGES.roomExists,
      });
      // The original password still works; the intruder was not admitted.
      expect(intruder.all('room:joined')).toEqual([]);
      expect(
        await owner.emitAck<RoomVerifyReply>('room:verify', { room, password: 'first' }),
      ).toMatchObject({ success: true });
    });

    it('room:create enforces the room id and password rules with SPEC messages', async () => {
      const client = await connect(server.url, { room: '/collab' });
      const cases: [unknown, string][] = [
        [{ room: 'bad id', isPrivate: false }, ROOM_MESSAGES.invalidRoomId],
        [{ room: uniqueRoom(), isPrivate: true }, 'Password is required for private rooms'],
        [
          { room: uniqueRoom(), isPrivate: true, password: '' },
          'Password is required for private rooms',
        ],
        [
          { room: uniqueRoom(), isPrivate: true, password: 'abc' },
          'Password must be at least 4 characters',
        ],
        [
          { room: uniqueRoom(), isPrivate: true, password: 'x'.repeat(129) },
          'Password must be at most 128 characters',
        ],
        [{ room: uniqueRoom() }, 'Invalid request'],
        ['nonsense', 'Invalid request'],
      ];
      for (const [payload, message] of cases) {
        expect(await client.emitAck('room:create', payload)).toEqual({ success: false, message });
        expect(await client.next<ErrorReply>('room:error')).toEqual({ message });
      }
    });

    it('room:create without an acknowledgement still answers with events', async () => {
      const client = await connect(server.url, { room: '/collab' });
      emitRaw(client, 'room:create', { room: 'bad id', isPrivate: false });
      expect(await client.next<ErrorReply>('room:error')).toEqual({
        message: ROOM_MESSAGES.invalidRoomId,
      });
    });

    it('a public room admits on connect; a private one only with a valid token', async () => {
      const publicRoom = uniqueRoom();
      const privateRoom = uniqueRoom();
      const creator = await connect(server.url, { room: '/collab' });
      await creator.emitAck('room:create', { room: publicRoom, isPrivate: false });
      const token = await createPrivateRoom(creator, privateRoom, 'pass1');

      const visitor = await connect(server.url, { room: `/whiteboard/${publicRoom}` });
      expect(await visitor.next<RoomJoined>('room:joined')).toEqual({
        room: publicRoom,
        isPrivate: false,
      });

      const stranger = await connect(server.url, { room: `/editor/${privateRoom}` });
      const holder = await connect(server.url, { room: `/editor/${privateRoom}`, token });
      expect(await holder.next<RoomJoined>('room:joined')).toEqual({
        room: privateRoom,
        isPrivate: true,
      });
      await settle();
      expect(stranger.all('room:joined')).toEqual([]);
    });

    it('room:verify checks the password, answers with a token and admits', async () => {
      const room = uniqueRoom();
      const creator = await connect(server.url, { room: '/collab' });
      await creator.emitAck('room:create', { room, isPrivate: true, password: 'right' });
      const guest = await connect(server.url, { room: `/collab/${room}` });

      const cases: [unknown, string][] = [
        [{ room, password: 'wrong' }, ROOM_MESSAGES.wrongPassword],
        [{ room, password: '' }, 'Password is required'],
        [{ room }, 'Password is required'],
        [{ room: uniqueRoom(), password: 'right' }, ROOM_MESSAGES.roomNotFound],
        [{ room: 'bad id', password: 'right' }, ROOM_MESSAGES.invalidRoomId],
        ['nonsense', 'Invalid request'],
      ];
      for (const [payload, message] of cases) {
        expect(await guest.emitAck('room:verify', payload)).toEqual({ success: false, message });
      }
      expect(guest.all('room:joined')).toEqual([]);

      const reply = await guest.emitAck<RoomVerifyReply>('room:verify', {
        room: ` ${room} `,
        password: 'right',
      });
      expect(reply).toMatchObject({ success: true, token: expect.any(String) as string });
      expect(guest.all<RoomJoined>('room:joined')).toEqual([{ room, isPrivate: true }]);
    });

    it('a token works again after a reconnect; forged, expired and other rooms’ do not', async () => {
      const { signRoomToken } = await import('#server/realtime/tokens.ts');
      const room = uniqueRoom();
      const otherRoom = uniqueRoom();
      const creator = await connect(server.url, { room: '/collab' });
      const { token } = await creator.emitAck<{ token: string }>('room:create', {
        room,
        isPrivate: true,
        password: 'pass1',
      });
      const other = await creator.emitAck<{ token: string }>('room:create', {
        room: otherRoom,
        isPrivate: true,
        password: 'pass2',
      });

      const first = await connect(server.url, { room: `/collab/${room}`, token });
      await first.next('room:joined');
      first.close();
      const again = await connect(server.url, { room: `/collab/${room}`, token });
      expect(await again.next<RoomJoined>('room:joined')).toEqual({ room, isPrivate: true });

      const secret = server.config.SESSION_SECRET;
      const dayAndAHourAgo = Date.now() - 25 * 60 * 60 * 1000;
      const stored = await createDbRealtimeStore(db().database.db).getRoom(room);
      if (!stored?.passwordHash) throw new Error('the private room is stored with its hash');
      const signed = { id: room, passwordHash: stored.passwordHash };
      const refused = [
        other.token,
        signRoomToken('another-secret-0123456789abcdef0123', signed),
        signRoomToken(secret, signed, dayAndAHourAgo),
        `${token.slice(0, -2)}xx`,
        'garbage',
      ];
      const sockets = await Promise.all(
        refused.map((bad) => connect(server.url, { room: `/collab/${room}`, token: bad })),
      );
      await settle();
      for (const socket of sockets) expect(socket.all('room:joined')).toEqual([]);
    });

    it('a socket on a room page with a bad id gets a room error and stays a plain page', async () => {
      const client = await connect(server.url, { room: '/collab/bad%20id' });
      expect(await client.next<ErrorReply>('room:error')).toEqual({
        message: ROOM_MESSAGES.invalidRoomId,
      });
    });
  },
  { env: { RATE_LIMIT_ROOM_VERIFY_PER_MINUTE: '1000' } },
);

describeRealtime(
  'realtime room verification rate limit',
  (server) => {
    const connectFrom = (address: string, room: string) =>
      server.connectFrom(address, `/collab/${room}`);
    const createPrivate = async (room: string) => {
      const creator = await connectFrom('10.0.0.1', room);
      await creator.emitAck('room:create', { room, isPrivate: true, password: 'right' });
    };
    const wrong = { success: false, message: ROOM_MESSAGES.wrongPassword };
    const limited = { success: false, message: ROOM_MESSAGES.tooManyAttempts };

    it('allows 5 failed attempts a minute per client address, then refuses with a message', async () => {
      const room = uniqueRoom();
      await createPrivate(room);
      const guest = await connectFrom('10.0.0.2', room);
      const sameAddress = await connectFrom('10.0.0.2', room);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await guest.emitAck('room:verify', { room, password: 'wrong' })).toEqual(wrong);
      }
      expect(await guest.emitAck('room:verify', { room, password: 'right' })).toEqual(limited);
      expect(await sameAddress.emitAck('room:verify', { room, password: 'right' })).toEqual(
        limited,
      );
      // Another address has its own budget.
      const elsewhere = await connectFrom('10.0.0.3', room);
      expect(await elsewhere.emitAck('room:verify', { room, password: 'right' })).toMatchObject({
        success: true,
      });
    });

    it('counts failures only: the right password keeps working below the limit', async () => {
      const room = uniqueRoom();
      await createPrivate(room);
      const guest = await connectFrom('10.0.0.4', room);
      for (let attempt = 0; attempt < 4; attempt++) {
        expect(await guest.emitAck('room:verify', { room, password: 'wrong' })).toEqual(wrong);
      }
      for (let tab = 0; tab < 4; tab++) {
        const again = await connectFrom('10.0.0.4', room);
        expect(await again.emitAck('room:verify', { room, password: 'right' })).toMatchObject({
          success: true,
        });
      }
      expect(await guest.emitAck('room:verify', { room, password: 'wrong' })).toEqual(wrong);
      expect(await guest.emitAck('room:verify', { room, password: 'right' })).toEqual(limited);
    });

    it('counts every verification, right or wrong, per address and room', async () => {
      const room = uniqueRoom();
      const otherRoom = uniqueRoom();
      await createPrivate(room);
      await createPrivate(otherRoom);
      const visitor = await connectFrom('10.0.0.6', room);
      const verify = (client: typeof visitor, id: string) =>
        client.emitAck('room:verify', { room: id, password: 'right' });
      for (let attempt = 0; attempt < server.config.RATE_LIMIT_ROOM_JOIN_PER_MINUTE; attempt++) {
        expect(await verify(visitor, room)).toMatchObject({ success: true });
      }
      expect(await verify(visitor, room)).toEqual(limited);
      expect(await verify(await connectFrom('10.0.0.6', room), room)).toEqual(limited);
      // Another room, or another address, has a budget of its own.
      expect(await verify(visitor, otherRoom)).toMatchObject({ success: true });
      expect(await verify(await connectFrom('10.0.0.7', room), room)).toMatchObject({
        success: true,
      });
    });

    it('guesses sent side by side are each counted: no more than the limit are tried', async () => {
      const room = uniqueRoom();
      await createPrivate(room);
      const guesser = await connectFrom('10.0.0.5', room);
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          guesser.emitAck('room:verify', { room, password: `guess${index}` }),
        ),
      );
      const tried = replies.filter((reply) => JSON.stringify(reply) === JSON.stringify(wrong));
      expect(tried.length).toBeGreaterThan(0);
      expect(tried.length).toBeLessThanOrEqual(5);
      expect(
        replies.filter((reply) => JSON.stringify(reply) === JSON.stringify(limited)),
      ).toHaveLength(12 - tried.length);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);

describeRealtime(
  'realtime room creation limit',
  (server) => {
    const connectFrom = (address: string) => server.connectFrom(address, '/collab');

    it('allows RATE_LIMIT_ROOM_CREATE_PER_MINUTE creates per client address, then refuses', async () => {
      const first = await connectFrom('10.0.1.1');
      const second = await connectFrom('10.0.1.1');
      const created = [
        await first.emitAck('room:create', { room: uniqueRoom(), isPrivate: false }),
        await second.emitAck('room:create', {
          room: uniqueRoom(),
          isPrivate: true,
          password: 'pass1',
        }),
        await first.emitAck('room:create', { room: uniqueRoom(), isPrivate: false }),
      ];
      for (const reply of created) expect(reply).toMatchObject({ success: true });
      const refusedRoom = uniqueRoom();
      const refused = { success: false, message: ROOM_MESSAGES.tooManyRooms };
      expect(await second.emitAck('room:create', { room: refusedRoom, isPrivate: false })).toEqual(
        refused,
      );
      expect(await second.next<ErrorReply>('room:error')).toEqual({
        message: ROOM_MESSAGES.tooManyRooms,
      });
      // A new socket from the same address does not start over.
      const fresh = await connectFrom('10.0.1.1');
      expect(await fresh.emitAck('room:create', { room: refusedRoom, isPrivate: false })).toEqual(
        refused,
      );
      expect(await fresh.emitAck('room:info', { room: refusedRoom })).toEqual({
        exists: false,
        isPrivate: false,
      });
      // Another address has its own budget.
      const elsewhere = await connectFrom('10.0.1.2');
      expect(
        await elsewhere.emitAck('room:create', { room: refusedRoom, isPrivate: false }),
      ).toMatchObject({ success: true });
    });
  },
  { env: { TRUST_PROXY: '1', RATE_LIMIT_ROOM_CREATE_PER_MINUTE: '3' } },
);
