import { CHAT_MESSAGE_MAX_LENGTH } from '#common/realtime/limits.ts';
import { GLOBAL_CHAT_ROOM } from '#common/realtime/room-path.ts';
import { EVENTS, type ChatAck } from '#common/realtime/index.ts';
import { untilAborted } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { connection, connectOrThrow, openSocket, withSockets, type AbuseSocket } from './sockets';
import { bytes, Tally } from '../shared/tally';

/**
 * The global chat from one address, through many sockets, a reconnect
 * loop, then long messages for ten seconds, each socket sending until it is refused and then
 * replaced by a new one (what a script does against a per-socket limit).
 */
const SOCKETS = 30;
const MESSAGES_PER_SOCKET = 10;
const RECONNECTS = 100;
const LONG_FLOOD_MS = 10_000;
const ACK_TIMEOUT_MS = 10_000;

let nextId = 0;

async function send(socket: AbuseSocket, text: string): Promise<ChatAck | null> {
  nextId += 1;
  try {
    // The contract's acknowledgement is optional, so the typed emitWithAck cannot infer it.
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(EVENTS.chatMessage, {
      id: `abuse-${nextId}`,
      author: 'flood',
      text,
    })) as ChatAck;
  } catch {
    return null;
  }
}

/** Counts a reply: true when the message was stored. */
function count(reply: ChatAck | null, refused: Tally): boolean {
  if (reply === null) {
    refused.add('no answer');
    return false;
  }
  if ('ok' in reply) return true;
  refused.add(`'${reply.message}'`);
  return false;
}

export const chatFlood: Flood = {
  name: 'chat',
  async run(server, measure) {
    await withSockets(async (sockets) => {
      for (let index = 0; index < SOCKETS; index++) {
        sockets.push(await connectOrThrow(server.url, GLOBAL_CHAT_ROOM, setupSignal()));
      }
      await measure(
        `chat: ${SOCKETS} sockets × ${MESSAGES_PER_SOCKET} messages`,
        FLOOD_CAP_MS,
        async (signal) => {
          const refused = new Tally();
          let stored = 0;
          const replies = sockets.flatMap((socket) =>
            Array.from({ length: MESSAGES_PER_SOCKET }, () =>
              send(socket, 'hello').then((reply) => {
                if (count(reply, refused)) stored += 1;
              }),
            ),
          );
          await untilAborted(Promise.all(replies), signal);
          return `chat stored ${stored}/${SOCKETS * MESSAGES_PER_SOCKET}; refused: ${refused.summary()}`;
        },
      );
    });

    await measure(
      `chat: reconnect loop, ${RECONNECTS} × (connect, 1 message)`,
      FLOOD_CAP_MS,
      async (signal) => {
        const refused = new Tally();
        let stored = 0;
        let attempts = 0;
        for (; attempts < RECONNECTS && !signal.aborted; attempts++) {
          const socket = openSocket(server.url, GLOBAL_CHAT_ROOM);
          const connectRefusal = await connection(socket, signal);
          if (connectRefusal === null) {
            if (count(await send(socket, 'hello again'), refused)) stored += 1;
          } else refused.add(`connect: '${connectRefusal}'`);
          socket.disconnect();
        }
        return `chat stored ${stored}/${attempts} connections; refused: ${refused.summary()}`;
      },
    );

    await measure(
      `chat: ${LONG_FLOOD_MS / 1000} s of ${CHAT_MESSAGE_MAX_LENGTH}-char messages`,
      LONG_FLOOD_MS + ACK_TIMEOUT_MS,
      async (signal) => {
        const text = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH);
        const refused = new Tally();
        const until = performance.now() + LONG_FLOOD_MS;
        let stored = 0;
        let sent = 0;
        let connections = 0;
        while (performance.now() < until && !signal.aborted) {
          const socket = openSocket(server.url, GLOBAL_CHAT_ROOM);
          connections += 1;
          const connectRefusal = await connection(socket, signal);
          if (connectRefusal !== null) refused.add(`connect: '${connectRefusal}'`);
          // One socket sends as fast as its acknowledgements come back, until refused.
          while (connectRefusal === null && performance.now() < until && !signal.aborted) {
            sent += 1;
            if (!count(await send(socket, text), refused)) break;
            stored += 1;
          }
          socket.disconnect();
        }
        return (
          `chat stored ${stored}/${sent} (${bytes(stored * CHAT_MESSAGE_MAX_LENGTH)}) ` +
          `over ${connections} connections; refused: ${refused.summary()}`
        );
      },
    );
  },
};
