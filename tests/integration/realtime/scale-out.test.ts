import { afterAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  REALTIME_MESSAGES,
  ROOM_MESSAGES,
  type ChatMessage,
  type FromPayload,
  type IdPayload,
  type PresenceReply,
  type SignalIn,
} from '#common/realtime/index.ts';
import { TEST_DATABASE_URL } from '../support/databases';
import {
  connectClient,
  createPrivateRoom,
  fromAddress,
  sendUntilCursorOf,
  settle,
  type TestClient,
} from './support/clients';
import { eventually, openDocPeer, waitFor, type DocPeer } from './support/doc-clients';
import { MS_PER_DAY } from '#server/realtime/room-expiry.ts';
import { uniqueName, type TestRealtimeServer } from './support/server';
import { TEST_REDIS_URL, useTwoInstances } from './support/two-instances';

/**
 * Two instances on two ports sharing one PostgreSQL and one Redis, a client on each: every
 * realtime feature must work across them.
 */
const available = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!available) {
  console.warn(
    'NOTICE: TEST_DATABASE_URL or TEST_REDIS_URL is unset: the realtime scale-out tests are ' +
      'skipped (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).',
  );
}

describe.skipIf(!available)('realtime scale-out: two instances, one PostgreSQL, one Redis', () => {
  // Registered first, so its afterAll runs last: the clients close before the instances.
  const instances = useTwoInstances();
  const clients: TestClient[] = [];
  const peers: DocPeer[] = [];
  const connect = async (
    server: TestRealtimeServer,
    options: Parameters<typeof connectClient>[1],
  ) => {
    const client = await connectClient(server.url, options);
    clients.push(client);
    return client;
  };

  afterAll(() => {
    for (const client of clients) client.close();
    for (const peer of peers) peer.close();
  });

  it('presence and cursors cross instances', async () => {
    const a = await connect(instances.one, { room: '/scale' });
    const b = await connect(instances.two, { room: '/scale' });
    expect(await a.next<IdPayload>('presence:join')).toEqual({ id: b.id });
    const reply = await a.emitAck<PresenceReply>('presence:request');
    expect(reply.ids.sort()).toEqual([a.id, b.id].sort());
    const update = await sendUntilCursorOf(b, a.id, () =>
      a.socket.emit('cursor:move', { x: 0.3, y: 0.4, color: '#ec4899' }),
    );
    expect(update).toMatchObject({ id: a.id, x: 0.3 });
    const bId = b.id;
    b.close();
    expect(await a.next<IdPayload>('presence:leave')).toEqual({ id: bId });
  });

  it('chat crosses instances and is stored once', async () => {
    const a = await connect(instances.one, { room: 'global' });
    const b = await connect(instances.two, { room: 'global' });
    const id = uniqueName('m');
    await a.emitAck('chat:message', { id, author: 'A', text: 'across' });
    expect(await b.next<ChatMessage>('chat:message')).toMatchObject({ id, text: 'across' });
    expect(await b.emitAck('chat:message', { id, author: 'B', text: 'dup' })).toMatchObject({
      ok: true,
      chat: { text: 'across' },
    });
    const late = await connect(instances.two, { room: 'global' });
    const history = await late.next<ChatMessage[]>('chat:history');
    expect(history.filter((message) => message.id === id)).toHaveLength(1);
  });

  it('signalling and the whiteboard relay cross instances, addressed to one peer', async () => {
    const room = uniqueName('mesh');
    const creator = await connect(instances.one, { room: `/collab/${room}` });
    await creator.emitAck('room:create', { room, isPrivate: false });
    const a = await connect(instances.one, { room: `/collab/${room}` });
    const b = await connect(instances.two, { room: `/collab/${room}` });
    const c = await connect(instances.two, { room: `/collab/${room}` });
    await Promise.all([a, b, c].map((client) => client.next('room:joined')));
    a.socket.emit('webrtc:ready');
    expect(await b.next<FromPayload>('webrtc:ready')).toEqual({ from: a.id });
    a.socket.emit('webrtc:signal', { to: b.id, type: 'offer', sdp: 'v=0' });
    expect(await b.next<SignalIn>('webrtc:signal')).toEqual({
      from: a.id,
      type: 'offer',
      sdp: 'v=0',
    });
    a.socket.emit('whiteboard:relay', { message: { t: 'clear' } });
    expect(await c.next('whiteboard:relay')).toEqual({ from: a.id, message: { t: 'clear' } });
    await settle();
    expect(c.all('webrtc:signal')).toEqual([]);
  });

  it('documents edited through two instances converge; a third joiner through either gets all', async () => {
    const room = uniqueName('doc');
    const creator = await connect(instances.one, { room: '/collab' });
    await creator.emitAck('room:create', { room, isPrivate: false });
    const open = (server: TestRealtimeServer) => {
      const peer = openDocPeer(server.url, `/collab/${room}`);
      peers.push(peer);
      return peer;
    };
    const a = open(instances.one);
    const b = open(instances.two);
    await waitFor('sync', () => a.provider.synced && b.provider.synced);
    for (let index = 0; index < 25; index++) {
      a.text.insert(0, 'a');
      b.text.insert(b.text.length, 'b');
    }
    await waitFor('convergence', () => a.text.length === 50 && a.text.toJSON() === b.text.toJSON());
    for (const server of [instances.one, instances.two]) {
      const late = open(server);
      await waitFor(
        'late joiner',
        () => late.provider.synced && late.text.toJSON() === a.text.toJSON(),
      );
    }
  });

  it('a private room verified on one instance is enforced on both', async () => {
    const room = uniqueName('secret');
    const creator = await connect(instances.one, { room: '/collab' });
    const token = await createPrivateRoom(creator, room, 'pass1');
    const insiderOne = await connect(instances.one, { room: `/collab/${room}`, token });
    const insiderTwo = await connect(instances.two, { room: `/collab/${room}` });
    expect(await insiderTwo.emitAck('room:verify', { room, password: 'pass1' })).toMatchObject({
      success: true,
    });
    await insiderOne.next('room:joined');
    await insiderTwo.next('room:joined');
    const strangerOne = await connect(instances.one, { room: `/collab/${room}` });
    const strangerTwo = await connect(instances.two, { room: `/collab/${room}` });

    for (const [sender, receiver] of [
      [insiderOne, insiderTwo],
      [insiderTwo, insiderOne],
    ] as const) {
      await sender.emitAck('chat:message', { id: uniqueName('m'), author: 'I', text: 'inside' });
      sender.socket.emit('cursor:move', { x: 0.5, y: 0.5, color: '#008cff' });
      sender.socket.emit('webrtc:ready');
      sender.socket.emit('webrtc:signal', { to: strangerOne.id, type: 'offer', sdp: 'v=0' });
      sender.socket.emit('webrtc:signal', { to: strangerTwo.id, type: 'offer', sdp: 'v=0' });
      sender.socket.emit('whiteboard:relay', { message: { t: 'clear' } });
      for (const event of ['chat:message', 'webrtc:ready', 'whiteboard:relay']) {
        await receiver.next(event);
      }
      await sendUntilCursorOf(receiver, sender.id, () =>
        sender.socket.emit('cursor:move', { x: 0.5, y: 0.5, color: '#008cff' }),
      );
    }
    for (const stranger of [strangerOne, strangerTwo]) {
      expect(
        await stranger.emitAck('chat:message', { id: uniqueName('m'), author: 'S', text: 'x' }),
      ).toEqual({
        message: 'Access denied',
      });
    }
    await settle(500);
    expect(strangerOne.received.map((entry) => entry.event)).toEqual(['session:welcome']);
    expect(strangerTwo.received.map((entry) => entry.event)).toEqual(['session:welcome']);
    // The token from instance one opens the room on instance two.
    const withToken = await connect(instances.two, { room: `/editor/${room}`, token });
    expect(await withToken.next('room:joined')).toEqual({ room, isPrivate: true });
  });

  it('a room expired by one instance is forgotten by both: created again, it starts empty', async () => {
    const room = uniqueName('expiring');
    const creator = await connect(instances.one, { room: '/collab' });
    expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
      success: true,
    });
    // Written through one, then read through two, so two's worker holds the written document.
    const peerOn = async (instance: TestRealtimeServer) => {
      const peer = openDocPeer(instance.url, `/collab/${room}`);
      peers.push(peer);
      await waitFor('synced', () => peer.provider.synced);
      return peer;
    };
    const writer = await peerOn(instances.one);
    writer.text.insert(0, 'old notes');
    await eventually(
      'stored',
      async () => (await instances.one.realtime.roomStorage.refresh()) > 0,
    );
    const oldReader = await peerOn(instances.two);
    await waitFor('read through two', () => oldReader.text.toJSON() === 'old notes');
    writer.close();
    oldReader.close();

    const idleMs = instances.one.config.ROOM_IDLE_EXPIRY_DAYS * MS_PER_DAY;
    let removed: string[] = [];
    for (let attempt = 0; attempt < 20 && !removed.includes(room); attempt++) {
      // Until both writers' sockets are gone on both instances.
      removed = await instances.one.realtime.sweepRooms(Date.now() + idleMs + 60_000);
      if (!removed.includes(room)) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(removed).toContain(room);
    expect(await creator.emitAck('room:create', { room, isPrivate: false })).toMatchObject({
      success: true,
    });
    // Instance two hears of the expiry through Redis; a reader there must then get nothing old.
    const reader = openDocPeer(instances.two.url, `/collab/${room}`);
    peers.push(reader);
    await waitFor('synced', () => reader.provider.synced);
    expect(reader.text.toJSON()).toBe('');
  });
});

describe.skipIf(!available)('realtime limits shared by two instances through Redis', () => {
  const instances = useTwoInstances({
    TRUST_PROXY: '1',
    RATE_LIMIT_ROOM_CREATE_PER_MINUTE: '2',
    RATE_LIMIT_ROOM_VERIFY_PER_MINUTE: '2',
    RATE_LIMIT_CHAT_MESSAGES: '2',
    REALTIME_MAX_SOCKETS_PER_ADDRESS: '4',
  });
  const clients: TestClient[] = [];
  const from = async (server: TestRealtimeServer, address: string, room = '/collab') => {
    const client = await connectClient(server.url, {
      room,
      ...fromAddress(address),
    });
    clients.push(client);
    return client;
  };

  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('room creation: 2 a minute per address in all, whichever instance is asked', async () => {
    const [a, b] = [await from(instances.one, '10.9.0.1'), await from(instances.two, '10.9.0.1')];
    const create = (client: TestClient) =>
      client.emitAck('room:create', { room: uniqueName('shared'), isPrivate: false });
    expect(await create(a)).toMatchObject({ success: true });
    expect(await create(b)).toMatchObject({ success: true });
    const refused = { success: false, message: ROOM_MESSAGES.tooManyRooms };
    expect(await create(a)).toEqual(refused);
    expect(await create(b)).toEqual(refused);
  });

  it('failed verifications: 2 a minute per address in all, then even the right one waits', async () => {
    const room = uniqueName('shared-secret');
    const owner = await from(instances.one, '10.9.0.2');
    await owner.emitAck('room:create', { room, isPrivate: true, password: 'right' });
    const [a, b] = [await from(instances.one, '10.9.0.3'), await from(instances.two, '10.9.0.3')];
    const wrong = { success: false, message: ROOM_MESSAGES.wrongPassword };
    expect(await a.emitAck('room:verify', { room, password: 'nope' })).toEqual(wrong);
    expect(await b.emitAck('room:verify', { room, password: 'nope' })).toEqual(wrong);
    const limited = { success: false, message: ROOM_MESSAGES.tooManyAttempts };
    expect(await a.emitAck('room:verify', { room, password: 'right' })).toEqual(limited);
    expect(await b.emitAck('room:verify', { room, password: 'right' })).toEqual(limited);
  });

  it('chat: one budget per address across instances', async () => {
    const [a, b] = [
      await from(instances.one, '10.9.0.4', 'global'),
      await from(instances.two, '10.9.0.4', 'global'),
    ];
    const send = (client: TestClient) =>
      client.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text: 'hi' });
    expect(await send(a)).toMatchObject({ ok: true });
    expect(await send(b)).toMatchObject({ ok: true });
    expect(await send(a)).toEqual({ message: CHAT_MESSAGES.tooFast });
    expect(await send(b)).toEqual({ message: CHAT_MESSAGES.tooFast });
  });

  it('open sockets: 4 per address in all, across instances', async () => {
    for (const server of [instances.one, instances.two, instances.one, instances.two])
      await from(server, '10.9.0.5');
    for (const server of [instances.one, instances.two]) {
      const refused = connectClient(server.url, {
        room: '/collab',
        transports: ['polling'],
        headers: { 'x-forwarded-for': '10.9.0.5' },
      });
      await expect(refused).rejects.toThrow(REALTIME_MESSAGES.tooManyConnections);
    }
  });
});
