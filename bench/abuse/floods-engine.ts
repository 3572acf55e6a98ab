import { Manager } from 'socket.io-client';
import { EVENTS } from '#common/realtime/index.ts';
import { sleep, waitUntil } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { connectOrThrow, withSockets } from './sockets';
import { bytes, Tally } from '../shared/tally';

/**
 * Under Socket.IO: Engine.IO connections from one address that never ask for a Socket.IO
 * socket, and binary packets whose announced attachments never all arrive.
 */
const RAW_CONNECTIONS = 3000;
const RAW_BATCH = 100;
/** How long the raw connections are held before counting those the server kept open. */
const RAW_HOLD_MS = 3000;
const BINARY_SOCKETS = 20;
const ANNOUNCED_ATTACHMENTS = 10;
/** Just under the server's 1,000,000-byte message limit, so each frame is accepted. */
const ATTACHMENT_BYTES = 990_000;
/**
 * How long the unfinished packets are held (unless the server drops every socket sooner) before
 * its memory is read. Sending 180 MB keeps this process busy for seconds on its own.
 */
const BINARY_HOLD_MS = 8000;

interface RawConnection {
  /** null once open; why not otherwise. */
  opened: Promise<string | null>;
  isOpen(): boolean;
  close(): void;
}

/** An Engine.IO connection over WebSocket (what a Socket.IO client opens first), and no more. */
function openRaw(url: string): RawConnection {
  const manager = new Manager(url, {
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    extraHeaders: { origin: url },
  });
  let open = false;
  const opened = new Promise<string | null>((resolve) => {
    manager.open((error) => {
      if (error) return resolve(error.message);
      open = true;
      manager.engine.once('close', () => (open = false));
      resolve(null);
    });
  });
  return { opened, isOpen: () => open, close: () => manager.engine?.close() };
}

export const rawEngineFlood: Flood = {
  name: 'raw Engine.IO connections',
  async run(server, measure) {
    const connections: RawConnection[] = [];
    try {
      await measure(
        `${RAW_CONNECTIONS} Engine.IO websockets from one address, no Socket.IO`,
        FLOOD_CAP_MS,
        async (signal) => {
          const refused = new Tally();
          let opened = 0;
          for (let start = 0; start < RAW_CONNECTIONS && !signal.aborted; start += RAW_BATCH) {
            const batch = Array.from({ length: RAW_BATCH }, () => openRaw(server.url));
            connections.push(...batch);
            for (const outcome of await Promise.all(batch.map((c) => c.opened))) {
              if (outcome === null) opened += 1;
              else refused.add(`'${outcome}'`);
            }
          }
          await sleep(RAW_HOLD_MS, signal);
          const stillOpen = connections.filter((c) => c.isOpen()).length;
          return (
            `opened ${opened}/${RAW_CONNECTIONS}, still open after ${RAW_HOLD_MS / 1000} s: ` +
            `${stillOpen}; refused at the handshake: ${refused.summary()}`
          );
        },
      );
    } finally {
      for (const connection of connections) connection.close();
    }
  },
};

/** Socket.IO's wire format: a binary event whose `count` frames follow as placeholders. */
function binaryHeader(count: number): string {
  const payloads = Array.from({ length: count }, (_, num) => ({
    data: { _placeholder: true, num },
  }));
  return `5${count}-${JSON.stringify([EVENTS.docSync, ...payloads])}`;
}

export const incompleteBinaryFlood: Flood = {
  name: 'unfinished binary packets',
  async run(server, measure) {
    await withSockets(async (sockets) => {
      for (let index = 0; index < BINARY_SOCKETS; index++) {
        sockets.push(await connectOrThrow(server.url, 'global', setupSignal()));
      }
      await measure(
        `${BINARY_SOCKETS} sockets: ${ANNOUNCED_ATTACHMENTS} attachments announced, ` +
          `${ANNOUNCED_ATTACHMENTS - 1} × ${bytes(ATTACHMENT_BYTES)} sent`,
        FLOOD_CAP_MS,
        async (signal) => {
          const before = server.memory().rssBytes;
          const frame = new Uint8Array(ATTACHMENT_BYTES).fill(7);
          for (const socket of sockets) {
            const engine = socket.io.engine;
            engine.send(binaryHeader(ANNOUNCED_ATTACHMENTS));
            for (let index = 1; index < ANNOUNCED_ATTACHMENTS; index++) engine.send(frame);
          }
          const held = AbortSignal.any([signal, AbortSignal.timeout(BINARY_HOLD_MS)]);
          await waitUntil(() => sockets.every((socket) => socket.disconnected), held);
          const dropped = sockets.filter((socket) => socket.disconnected).length;
          const grown = server.memory().rssBytes - before;
          return (
            `sockets dropped by the server ${dropped}/${BINARY_SOCKETS}; RSS then ` +
            `${grown >= 0 ? '+' : '−'}${bytes(Math.abs(grown))}`
          );
        },
      );
    });
  },
};
