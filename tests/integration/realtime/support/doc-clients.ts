import { io } from 'socket.io-client';
import * as Y from 'yjs';
import {
  createRealtimeClient,
  memoryRoomTokens,
  SocketYjsProvider,
  type RealtimeClient,
  type RoomTokenStore,
} from '../../../../app/realtime';

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
