import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { io } from 'socket.io-client';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { memoryRoomTokens, type RealtimeClient, type RoomTokenStore } from '#app/realtime/index.ts';
import { SocketYjsProvider } from '#app/realtime/yjs-provider.ts';
import { createRealtimeClient } from '#app/realtime/connect.ts';

/** A browser-like participant: the app's own RealtimeClient + SocketYjsProvider, in Node. */
export interface DocPeer {
  client: RealtimeClient;
  doc: Y.Doc;
  provider: SocketYjsProvider;
  text: Y.Text;
  close(): void;
}

export function openDocPeer(
  url: string,
  path: string,
  tokens: RoomTokenStore = memoryRoomTokens(),
): DocPeer {
  const client = createRealtimeClient(io, path, { url, tokens });
  const doc = new Y.Doc();
  const provider = new SocketYjsProvider(client, doc);
  return {
    client,
    doc,
    provider,
    text: doc.getText('content'),
    close() {
      provider.destroy();
      client.close();
      doc.destroy();
    },
  };
}

/** Polls until `condition` holds (or fails after `timeoutMs` with `what`). */
export async function waitFor(what: string, condition: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Like waitFor, for conditions that need to ask something (the database). */
export async function eventually(
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs = 8000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A y-protocols update message: `edit` on `doc`, as one Yjs update (what a provider sends). */
export function updateMessage(doc: Y.Doc, edit: (text: Y.Text) => void): Uint8Array {
  let captured: Uint8Array = new Uint8Array();
  const capture = (update: Uint8Array) => (captured = update);
  doc.on('update', capture);
  edit(doc.getText('content'));
  doc.off('update', capture);
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, captured);
  return encoding.toUint8Array(encoder);
}

/** Sync step 1 for `doc` (a fresh one asks for everything). */
export function syncRequest(doc: Y.Doc = new Y.Doc()): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** Applies received doc:sync payloads to `doc`, as a provider does; answers its text. */
export function applySyncMessages(doc: Y.Doc, payloads: { data: Uint8Array }[]): string {
  for (const { data } of payloads) {
    syncProtocol.readSyncMessage(
      decoding.createDecoder(Uint8Array.from(data)),
      encoding.createEncoder(),
      doc,
      'server',
    );
  }
  return doc.getText('content').toJSON();
}
