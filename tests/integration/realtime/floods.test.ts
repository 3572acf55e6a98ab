import { encodeAwarenessUpdate, Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { expect, it } from 'vitest';
import { SOCKET_PACKETS_PER_SECOND_MAX } from '#server/realtime/packet-flood.ts';
import { SOCKET_PACKET_ATTACHMENTS_MAX } from '#server/realtime/bounded-parser.ts';
import {
  DOC_AWARENESS_PER_SECOND_MAX,
  ROOM_INFO_PER_SECOND_MAX,
  WHITEBOARD_RELAYS_PER_SECOND_MAX,
} from '#server/realtime/index.ts';
import { EVENTS, REALTIME_MESSAGES } from '#common/realtime/index.ts';
import { readAwarenessUpdate } from '#server/realtime/awareness.ts';
import { AWARENESS_BATCH_INTERVAL_MS } from '#server/realtime/awareness-fan-out.ts';
import { settle, type TestClient } from './support/clients';
import { describeRealtime, uniqueName } from './support/server';
import { waitFor } from './support/doc-clients';

/** Far more than a second's allowance, sent at once. */
const FLOOD_MESSAGES = 600;

function awarenessMessage(clock: number): Uint8Array {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({ user: { name: `n${clock}`, color: '#008cff' } });
  const data = encodeAwarenessUpdate(awareness, [awareness.clientID]);
  awareness.destroy();
  return data;
}

/**
 * A room's relays fan out to everybody in it, so one socket's flood multiplies: whiteboard:relay
 * and doc:awareness are cut at a per-socket limit, as cursor:move is.
 */
describeRealtime('realtime relay and awareness floods', (server) => {
  async function pair() {
    const room = uniqueName('flood');
    const sender = await server.connect(server.url, { room: `/collab/${room}` });
    await sender.emitAck('room:create', { room, isPrivate: false });
    const receiver = await server.connect(server.url, { room: `/collab/${room}` });
    await Promise.all([sender.next('room:joined'), receiver.next('room:joined')]);
    return { sender, receiver };
  }

  /** Messages of `event` the receiver got before the sender's marker (sent after the flood). */
  async function deliveredBeforeMarker(sender: TestClient, receiver: TestClient, event: string) {
    sender.socket.emit('webrtc:ready');
    await receiver.next('webrtc:ready');
    const marker = receiver.received.findIndex((entry) => entry.event === 'webrtc:ready');
    return receiver.received.slice(0, marker).filter((entry) => entry.event === event).length;
  }

  it('room:info: past ROOM_INFO_PER_SECOND_MAX a second the answer is a refusal, not a read', async () => {
    const asker = await server.connect(server.url, { room: 'global' });
    const room = uniqueName('info');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => asker.emitAck('room:info', { room })),
    );
    const read = answers.filter((answer) => 'exists' in (answer as object));
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThanOrEqual(ROOM_INFO_PER_SECOND_MAX);
    const refused = answers.filter((answer) => !('exists' in (answer as object)));
    expect(new Set(refused.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ message: REALTIME_MESSAGES.tooFast })]),
    );
  });

  it('whiteboard:relay: at most WHITEBOARD_RELAYS_PER_SECOND_MAX of a flood go out', async () => {
    const { sender, receiver } = await pair();
    for (let index = 0; index < FLOOD_MESSAGES; index++) {
      sender.socket.emit('whiteboard:relay', { message: { t: 'clear' } });
    }
    const delivered = await deliveredBeforeMarker(sender, receiver, 'whiteboard:relay');
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(WHITEBOARD_RELAYS_PER_SECOND_MAX);
  });

  it('doc:awareness: at most DOC_AWARENESS_PER_SECOND_MAX of a flood go out, merged per tick', async () => {
    const { sender, receiver } = await pair();
    for (let index = 0; index < FLOOD_MESSAGES; index++) {
      sender.socket.emit('doc:awareness', { data: awarenessMessage(index) });
    }
    // The first merged update, however slowly a busy machine gets there; then a marker sent
    // after the flood (a socket's events are handled in order), then a few ticks so every
    // merged update of the flood has left.
    await receiver.next('doc:awareness');
    sender.socket.emit('webrtc:ready');
    await receiver.next('webrtc:ready');
    await settle(AWARENESS_BATCH_INTERVAL_MS * 4);
    const frames = receiver.all<{ data: Uint8Array }>('doc:awareness');
    const entries = frames.flatMap(
      (frame) => readAwarenessUpdate(new Uint8Array(frame.data)) ?? [],
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(DOC_AWARENESS_PER_SECOND_MAX);
    expect(frames.length).toBeLessThan(entries.length);
  });

  it('disconnects a socket that sends more packets a second than any page could', async () => {
    const { sender, receiver } = await pair();
    const gone = new Promise<string>((resolve) => sender.socket.once('disconnect', resolve));
    for (let index = 0; index <= SOCKET_PACKETS_PER_SECOND_MAX; index++) {
      sender.socket.emit('webrtc:ready');
    }
    expect(await gone).toBe('io server disconnect');
    // A busy but honest socket stays.
    for (let index = 0; index < 200; index++) receiver.socket.emit('webrtc:ready');
    await settle(300);
    expect(receiver.socket.connected).toBe(true);
  });
});

/** Shortened for the test: how long a binary packet may wait for its attachments. */
const TEST_INCOMPLETE_PACKET_MAX_MS = 200;

/**
 * The header of a doc:sync packet whose `attachments` binary frames follow (Socket.IO's wire
 * format: type 5, the count, then the arguments with placeholders for the frames).
 */
function binaryHeader(attachments: number): string {
  const payloads = Array.from({ length: attachments }, (_, num) => ({
    data: { _placeholder: true, num },
  }));
  return `5${attachments}-${JSON.stringify([EVENTS.docSync, ...payloads])}`;
}

/**
 * A binary packet's attachments are buffered until the last arrives: how many a packet may
 * announce, and how long they may take, bound what one socket can pin.
 */
describeRealtime(
  'realtime unfinished binary packets',
  (server) => {
    /** The Engine.IO connection under a connected socket, to send frames as they are. */
    async function rawSender() {
      const client = await server.connect(server.url, { room: 'global' });
      const engine = client.socket.io.engine;
      return { client, send: (frame: string | Uint8Array) => engine.send(frame) };
    }

    it('drops a socket whose packet announces more attachments than allowed', async () => {
      const { client, send } = await rawSender();
      send(binaryHeader(SOCKET_PACKET_ATTACHMENTS_MAX + 1));
      await waitFor('the server to drop the socket', () => client.socket.disconnected);
    });

    it('drops a socket whose binary packet is not complete in time', async () => {
      const { client, send } = await rawSender();
      send(binaryHeader(SOCKET_PACKET_ATTACHMENTS_MAX));
      const reason = await new Promise<string>((resolve) =>
        client.socket.once('disconnect', resolve),
      );
      expect(reason).toBe('transport close');
    });

    it('a packet with its attachment on time is handled as usual', async () => {
      const { client, send } = await rawSender();
      send(binaryHeader(SOCKET_PACKET_ATTACHMENTS_MAX));
      send(new Uint8Array([1, 2, 3]));
      // Answered, so the connection survived the binary packet.
      expect(await client.emitAck('room:info', { room: uniqueName('after-binary') })).toEqual({
        exists: false,
        isPrivate: false,
      });
    });
  },
  { incompletePacketMaxMs: TEST_INCOMPLETE_PACKET_MAX_MS },
);
