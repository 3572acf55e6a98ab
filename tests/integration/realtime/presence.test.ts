import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorBatch, IdPayload, PresenceReply } from '#common/realtime/index.ts';
import {
  connectClient,
  cursorsReceived,
  emitRaw,
  sendUntilCursorOf,
  settle,
} from './support/clients';
import { describeRealtime, startRealtimeServer, type TestRealtimeServer } from './support/server';

describeRealtime('realtime presence', (server) => {
  const { connect } = server;

  it('welcomes each socket with its id', async () => {
    const client = await connect(server.url, { room: '/blog' });
    expect(client.all<IdPayload>('session:welcome')).toEqual([{ id: client.id }]);
  });

  it('announces joins and leaves to the same path only', async () => {
    const a = await connect(server.url, { room: '/projects' });
    const elsewhere = await connect(server.url, { room: '/labs' });
    const b = await connect(server.url, { room: '/projects/' });
    expect(await a.next<IdPayload>('presence:join')).toEqual({ id: b.id });
    const bId = b.id;
    b.close();
    expect(await a.next<IdPayload>('presence:leave')).toEqual({ id: bId });
    await settle();
    expect(elsewhere.all('presence:join')).toEqual([]);
    expect(elsewhere.all('presence:leave')).toEqual([]);
  });

  it('lists everybody on the path, self included', async () => {
    const a = await connect(server.url, { room: '/home-list' });
    const b = await connect(server.url, { room: '/home-list' });
    await connect(server.url, { room: '/other-list' });
    const reply = await a.emitAck<PresenceReply>('presence:request');
    expect(reply.ids.sort()).toEqual([a.id, b.id].sort());
  });

  it('relays cursor moves to everybody on the path in frames, with the sender id', async () => {
    const a = await connect(server.url, { room: '/cursor' });
    const b = await connect(server.url, { room: '/cursor' });
    const other = await connect(server.url, { room: '/cursor-other' });
    const update = await sendUntilCursorOf(b, a.id, () =>
      a.socket.emit('cursor:move', { x: 0.25, y: 0.5, color: '#008cff', name: 'Ada' }),
    );
    expect(update).toEqual({
      id: a.id,
      x: 0.25,
      y: 0.5,
      color: '#008cff',
      name: 'Ada',
    });
    await settle();
    expect(other.all('cursor:batch')).toEqual([]);
  });

  it('relays a settled (resting) position reliably, in the same update shape', async () => {
    const a = await connect(server.url, { room: '/cursor-rest' });
    const b = await connect(server.url, { room: '/cursor-rest' });
    a.socket.emit('cursor:move', { x: 0.75, y: 0.125, color: '#8b5cf6', settled: true });
    expect(await b.next<CursorBatch>('cursor:batch')).toEqual({
      cursors: [{ id: a.id, x: 0.75, y: 0.125, color: '#8b5cf6' }],
    });
  });

  it('drops bad cursor payloads without crashing', async () => {
    const a = await connect(server.url, { room: '/cursor-bad' });
    const b = await connect(server.url, { room: '/cursor-bad' });
    for (const bad of [
      undefined,
      'x',
      { x: 2, y: 0, color: '#008cff' },
      { x: 0.1, y: -1, color: '#008cff' },
      { x: 0.1, y: 0.1, color: 'red' },
      { x: 0.1, y: 0.1, color: '#008cff', name: 'n'.repeat(33) },
      { x: 0.1, y: 0.1, color: '#008cff', settled: 'yes' },
    ]) {
      emitRaw(a, 'cursor:move', bad);
    }
    await settle();
    expect(b.all('cursor:batch')).toEqual([]);
    // Still serving.
    const update = await sendUntilCursorOf(b, a.id, () =>
      a.socket.emit('cursor:move', { x: 0, y: 1, color: '#10b981' }),
    );
    expect(update.id).toBe(a.id);
  });

  it('sends one frame a tick with the latest position of every mover', async () => {
    // WebSocket only: volatile messages are not dropped by a transport upgrade here.
    const transports = ['websocket'];
    const watcher = await connect(server.url, { room: '/cursor-crowd', transports });
    const movers = await Promise.all(
      Array.from({ length: 5 }, () => connect(server.url, { room: '/cursor-crowd', transports })),
    );
    for (let step = 1; step <= 10; step++) {
      for (const mover of movers) {
        mover.socket.emit('cursor:move', { x: step / 10, y: 0, color: '#008cff' });
      }
    }
    await settle(500);
    const frames = watcher.all<CursorBatch>('cursor:batch');
    // 50 moves, a handful of frames: each frame carries several movers at once.
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length).toBeLessThan(10);
    const last = new Map(cursorsReceived(watcher).map((cursor) => [cursor.id, cursor.x]));
    expect([...last.keys()].sort()).toEqual(movers.map((mover) => mover.id).sort());
    for (const x of last.values()) expect(x).toBe(1);
  });

  it('a frame carries at most the 20 most recently moved cursors', async () => {
    const transports = ['websocket'];
    const watcher = await connect(server.url, { room: '/cursor-many', transports });
    const movers = await Promise.all(
      Array.from({ length: 25 }, () => connect(server.url, { room: '/cursor-many', transports })),
    );
    for (const mover of movers) {
      mover.socket.emit('cursor:move', { x: 0.5, y: 0.5, color: '#008cff' });
    }
    await settle(500);
    for (const frame of watcher.all<CursorBatch>('cursor:batch')) {
      expect(frame.cursors.length).toBeLessThanOrEqual(20);
    }
    expect(cursorsReceived(watcher).length).toBeGreaterThan(0);
  });

  it('drops cursor moves above the per-second maximum', async () => {
    // WebSocket only: volatile messages are not dropped by a transport upgrade here.
    const a = await connect(server.url, { room: '/cursor-flood', transports: ['websocket'] });
    const b = await connect(server.url, { room: '/cursor-flood', transports: ['websocket'] });
    for (let index = 1; index <= 150; index++) {
      a.socket.emit('cursor:move', { x: index / 150, y: 0, color: '#008cff' });
    }
    await settle(500);
    const positions = cursorsReceived(b).map((cursor) => cursor.x);
    expect(positions.length).toBeGreaterThan(0);
    // The 61st move of the second and later ones were dropped, however frames fell.
    expect(Math.max(...positions)).toBeLessThanOrEqual(60 / 150);
  });

  it('never counts a global chat socket as present on a page', async () => {
    const a = await connect(server.url, { room: '/solo' });
    await connect(server.url, { room: 'global' });
    expect((await a.emitAck<PresenceReply>('presence:request')).ids).toEqual([a.id]);
  });

  it('refuses a handshake room that is neither a path nor global', async () => {
    const client = await connect(server.url, { room: 'not-a-path', noWait: true });
    const error = await new Promise<Error>((resolve) =>
      client.socket.once('connect_error', resolve),
    );
    expect(error.message).toBe('Invalid room');
  });
});

describe('realtime origin check', () => {
  let server: TestRealtimeServer;
  beforeAll(async () => {
    const { openDatabase } = await import('#server/db/client.ts');
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    server = await startRealtimeServer(database, { env: { NODE_ENV: 'production' } });
    closeDb = () => database.close();
  });
  let closeDb: () => Promise<void>;
  afterAll(async () => {
    await server.close();
    await closeDb();
  });

  for (const transports of [['polling'], ['websocket'], ['polling', 'websocket']]) {
    it(`accepts PUBLIC_URL's origin and refuses others (${transports.join('+')})`, async () => {
      const good = await connectClient(server.url, {
        origin: 'https://portfolio.example',
        transports,
      });
      expect(good.socket.connected).toBe(true);
      good.close();
      for (const origin of ['https://evil.example', 'http://localhost:3000']) {
        const bad = await connectClient(server.url, { origin, transports, noWait: true });
        await new Promise((resolve) => bad.socket.once('connect_error', resolve));
        expect(bad.socket.connected).toBe(false);
        bad.close();
      }
    });
  }

  it('checks the origin of every request of a session, WebSocket upgrades included', async () => {
    const good = 'https://portfolio.example';
    const evil = 'https://evil.example';
    const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: good },
    });
    const body = await handshake.text();
    const { sid } = JSON.parse(body.slice(1)) as { sid: string };
    const poll = (origin: string) =>
      fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain;charset=UTF-8' },
        body: '40',
      });
    expect((await poll(evil)).status).toBe(400);
    expect((await poll(good)).status).toBe(200);
    const upgrade = (origin: string) =>
      new Promise<number>((resolve) => {
        const request = http.request(
          `${server.url}/socket.io/?EIO=4&transport=websocket&sid=${sid}`,
          {
            headers: {
              connection: 'Upgrade',
              upgrade: 'websocket',
              'sec-websocket-version': '13',
              'sec-websocket-key': randomBytes(16).toString('base64'),
              origin,
            },
          },
        );
        request.on('upgrade', (response, socket) => {
          socket.destroy();
          resolve(response.statusCode ?? 0);
        });
        request.on('response', (response) => resolve(response.statusCode ?? 0));
        request.on('error', () => resolve(-1));
        request.end();
      });
    expect(await upgrade(evil)).not.toBe(101);
    expect(await upgrade(good)).toBe(101);
  });
});
