import * as encoding from 'lib0/encoding';
import { encodeAwarenessUpdate, Awareness } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { expect, it } from 'vitest';
import { ROOM_MESSAGES, type ChatMessage, type PresenceReply } from '#common/realtime/index.ts';
import { createPrivateRoom, sendUntilCursorOf, settle, type TestClient } from './support/clients';
import { describeRealtime } from './support/server';

/** A y-protocols update message that inserts `text` into the room document. */
function updateMessage(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
  return encoding.toUint8Array(encoder);
}

function step1Message(): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeSyncStep1(encoder, new Y.Doc());
  return encoding.toUint8Array(encoder);
}

function awarenessMessage(name: string): Uint8Array {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({ user: { name, color: '#008cff' } });
  const data = encodeAwarenessUpdate(awareness, [awareness.clientID]);
  awareness.destroy();
  return data;
}

/** Everything a socket may do in a room, once. */
async function doEverything(client: TestClient, peerId: string, label: string) {
  const chatAck = await client.emitAck('chat:message', {
    id: `${label}-msg`,
    author: label,
    text: `hello from ${label}`,
  });
  client.socket.emit('cursor:move', { x: 0.5, y: 0.5, color: '#008cff' });
  client.socket.emit('webrtc:ready');
  client.socket.emit('webrtc:signal', { to: peerId, type: 'offer', sdp: 'v=0' });
  client.socket.emit('webrtc:signal', {
    to: peerId,
    type: 'candidate',
    candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
  });
  client.socket.emit('whiteboard:relay', { message: { t: 'clear' } });
  client.socket.emit('doc:sync', { data: updateMessage(label) });
  client.socket.emit('doc:sync', { data: step1Message() });
  client.socket.emit('doc:awareness', { data: awarenessMessage(label) });
  const presence = await client.emitAck<PresenceReply>('presence:request');
  return { chatAck, presence };
}

describeRealtime('realtime private room enforcement', (server) => {
  const { connect } = server;

  it('a socket that never verified receives nothing of the room and cannot send to it', async () => {
    const room = `secret-${Date.now().toString(36)}`;
    const creator = await connect(server.url, { room: '/collab' });
    const token = await createPrivateRoom(creator, room, 'hunter2');
    const insiderA = await connect(server.url, { room: `/collab/${room}`, token });
    const insiderB = await connect(server.url, { room: `/collab/${room}`, token });
    await insiderA.next('room:joined');
    await insiderB.next('room:joined');
    const strangers = await Promise.all(
      ['/collab', '/whiteboard', '/editor'].map((base) =>
        connect(server.url, { room: `${base}/${room}` }),
      ),
    );
    const [stranger] = strangers;
    if (!stranger) throw new Error('no stranger');

    // Insiders use every feature, including signals addressed to the stranger itself.
    const insiderResult = await doEverything(insiderA, stranger.id, 'insider');
    expect(insiderResult.chatAck).toMatchObject({ ok: true });
    expect(insiderResult.presence.ids.sort()).toEqual([insiderA.id, insiderB.id].sort());
    // ...and they did go out: the other insider got each of them.
    for (const event of [
      'chat:message',
      'webrtc:ready',
      'whiteboard:relay',
      'doc:sync',
      'doc:awareness',
    ]) {
      await insiderB.next(event);
    }
    // Cursor moves are volatile (may be dropped during a transport upgrade): resend.
    await sendUntilCursorOf(insiderB, insiderA.id, () =>
      insiderA.socket.emit('cursor:move', { x: 0.5, y: 0.5, color: '#008cff' }),
    );

    // The stranger tries everything too.
    const strangerResult = await doEverything(stranger, insiderA.id, 'stranger');
    expect(strangerResult.chatAck).toEqual({ message: ROOM_MESSAGES.accessDenied });
    expect(strangerResult.presence).toEqual({ ids: [] });

    insiderB.close();
    await settle(500);

    for (const socket of strangers) {
      expect(socket.received.map((entry) => entry.event)).toEqual(['session:welcome']);
    }
    // Nothing the stranger sent reached the insiders.
    const fromStranger = insiderA.received.filter((entry) =>
      JSON.stringify(entry.args).includes(stranger.id),
    );
    expect(fromStranger).toEqual([]);
    const chats = insiderA.all<ChatMessage>('chat:message').map((message) => message.text);
    expect(chats).toEqual(['hello from insider']);

    // Once verified, the stranger is in: history included.
    const verified = await stranger.emitAck('room:verify', { room, password: 'hunter2' });
    expect(verified).toMatchObject({ success: true });
    const history = await stranger.next<ChatMessage[]>('chat:history');
    expect(history.map((message) => message.text)).toEqual(['hello from insider']);
    const update = await sendUntilCursorOf(stranger, insiderA.id, () =>
      insiderA.socket.emit('cursor:move', { x: 0.1, y: 0.2, color: '#10b981' }),
    );
    expect(update).toMatchObject({ id: insiderA.id });
  });
});
