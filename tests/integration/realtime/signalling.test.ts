import { expect, it } from 'vitest';
import type {
  FromPayload,
  IdPayload,
  SignalIn,
  WhiteboardRelayIn,
} from '#common/realtime/index.ts';
import { emitRaw, settle } from './support/clients';
import { describeRealtime, uniqueName } from './support/server';

describeRealtime('realtime signalling and whiteboard relay', (server) => {
  const { connect } = server;

  /** Three admitted sockets of one public room (two pages), and one of another room. */
  async function mesh() {
    const room = uniqueName('mesh');
    const otherRoom = uniqueName('other');
    const creator = await connect(server.url, { room: '/collab' });
    await creator.emitAck('room:create', { room, isPrivate: false });
    await creator.emitAck('room:create', { room: otherRoom, isPrivate: false });
    const [a, b, c, outsider] = await Promise.all([
      connect(server.url, { room: `/collab/${room}` }),
      connect(server.url, { room: `/collab/${room}` }),
      connect(server.url, { room: `/whiteboard/${room}` }),
      connect(server.url, { room: `/collab/${otherRoom}` }),
    ]);
    if (!a || !b || !c || !outsider) throw new Error('not connected');
    await Promise.all([a, b, c, outsider].map((client) => client.next('room:joined')));
    return { a, b, c, outsider };
  }

  it('webrtc:ready reaches the rest of the room with from', async () => {
    const { a, b, c, outsider } = await mesh();
    a.socket.emit('webrtc:ready');
    expect(await b.next<FromPayload>('webrtc:ready')).toEqual({ from: a.id });
    expect(await c.next<FromPayload>('webrtc:ready')).toEqual({ from: a.id });
    await settle();
    expect(a.all('webrtc:ready')).toEqual([]);
    expect(outsider.all('webrtc:ready')).toEqual([]);
  });

  it('webrtc:signal reaches only the addressed peer of the same room', async () => {
    const { a, b, c, outsider } = await mesh();
    a.socket.emit('webrtc:signal', { to: b.id, type: 'offer', sdp: 'v=0 offer' });
    expect(await b.next<SignalIn>('webrtc:signal')).toEqual({
      from: a.id,
      type: 'offer',
      sdp: 'v=0 offer',
    });
    b.socket.emit('webrtc:signal', { to: a.id, type: 'answer', sdp: 'v=0 answer' });
    expect(await a.next<SignalIn>('webrtc:signal')).toEqual({
      from: b.id,
      type: 'answer',
      sdp: 'v=0 answer',
    });
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    a.socket.emit('webrtc:signal', { to: b.id, type: 'candidate', candidate });
    expect(await b.next<SignalIn>('webrtc:signal')).toEqual({
      from: a.id,
      type: 'candidate',
      candidate,
    });
    // Addressed to somebody in another room: dropped.
    a.socket.emit('webrtc:signal', { to: outsider.id, type: 'offer', sdp: 'v=0' });
    await settle();
    expect(c.all('webrtc:signal')).toEqual([]);
    expect(outsider.all('webrtc:signal')).toEqual([]);
  });

  it('drops malformed signals', async () => {
    const { a, b } = await mesh();
    for (const bad of [
      undefined,
      { type: 'offer', sdp: 'v=0' },
      { to: b.id, type: 'bogus', sdp: 'v=0' },
      { to: b.id, type: 'offer' },
      { to: b.id, type: 'offer', sdp: 'x'.repeat(100_001) },
      { to: b.id, type: 'candidate' },
      { to: b.id, type: 'candidate', candidate: { sdpMLineIndex: -1 } },
    ]) {
      emitRaw(a, 'webrtc:signal', bad);
    }
    await settle();
    expect(b.all('webrtc:signal')).toEqual([]);
  });

  it('whiteboard:relay reaches the rest of the room with from; bad messages are dropped', async () => {
    const { a, b, c, outsider } = await mesh();
    const stroke = {
      t: 'stroke',
      id: 's1',
      x0: 0,
      y0: 0.1,
      x1: 0.5,
      y1: 1,
      color: '#334155',
      w: 3,
    } as const;
    for (const bad of [
      { message: { ...stroke, x0: 2 } },
      { message: { ...stroke, w: 50 } },
      { message: { ...stroke, color: 'blue' } },
      { message: { t: 'hello' } },
      { stroke },
      'clear',
    ]) {
      emitRaw(a, 'whiteboard:relay', bad);
    }
    a.socket.emit('whiteboard:relay', { message: stroke });
    a.socket.emit('whiteboard:relay', { message: { t: 'clear' } });
    expect(await b.next<WhiteboardRelayIn>('whiteboard:relay')).toEqual({
      from: a.id,
      message: stroke,
    });
    expect(await c.next<WhiteboardRelayIn>('whiteboard:relay')).toEqual({
      from: a.id,
      message: stroke,
    });
    expect(await b.next<WhiteboardRelayIn>('whiteboard:relay')).toEqual({
      from: a.id,
      message: { t: 'clear' },
    });
    await settle();
    expect(b.all('whiteboard:relay')).toHaveLength(2);
    expect(a.all('whiteboard:relay')).toEqual([]);
    expect(outsider.all('whiteboard:relay')).toEqual([]);
  });

  it('room:leave tells the room (every page of it) when a peer goes', async () => {
    const { a, b, c, outsider } = await mesh();
    const id = a.id;
    a.close();
    expect(await b.next<IdPayload>('room:leave')).toEqual({ id });
    expect(await c.next<IdPayload>('room:leave')).toEqual({ id });
    await settle();
    expect(outsider.all('room:leave')).toEqual([]);
  });
});
