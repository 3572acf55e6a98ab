import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS, type ChatMessage, type CursorBatch } from '../common/realtime';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/logger';
import { attachRealtime, createDbRealtimeStore } from '../server/realtime';
import { ms, summarize } from './stats';

/**
 * Realtime figures on this machine: CLIENTS sockets on one instance (embedded database, in
 * memory), all in this process with the server, so the figures include the clients' own work.
 * Cursor fan-out: one visitor moves, everybody else on the page receives it. Chat: SENDERS
 * sockets each send CHAT_PER_SENDER messages to the global chat, everybody receives them.
 */
const CLIENTS = 500;
const CONNECT_BATCH = 50;
const CURSOR_MOVES = 20;
const CURSOR_INTERVAL_MS = 50;
const SENDERS = 50;
const CHAT_PER_SENDER = 10;
const DRAIN_TIMEOUT_MS = 60_000;

export async function benchRealtime(): Promise<void> {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
    DATA_DIR: '/tmp',
    RATE_LIMIT_CHAT_MESSAGES: String(CHAT_PER_SENDER * 10),
  });
  const httpServer = http.createServer();
  const realtime = await attachRealtime({
    httpServer,
    config,
    logger: createLogger('silent'),
    store: createDbRealtimeStore(database.db),
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  try {
    const started = performance.now();
    for (let index = 0; index < CLIENTS; index += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - index) }, (_, offset) =>
        connect(url, (index + offset) % 2 === 0 ? '/bench' : 'global'),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(`connected ${CLIENTS} clients (websocket): ${ms(performance.now() - started)}`);
    await cursorFanOut(sockets.filter((_, index) => index % 2 === 0));
    await chatThroughput(sockets.filter((_, index) => index % 2 === 1));
  } finally {
    for (const socket of sockets) socket.disconnect();
    await realtime.close();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await database.close();
  }
}

function connect(url: string, room: string): Promise<Socket> {
  const socket = io(url, {
    ...SOCKET_CLIENT_OPTIONS,
    transports: ['websocket'],
    forceNew: true,
    query: { room },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function cursorFanOut(onPage: Socket[]) {
  const [sender, ...receivers] = onPage;
  if (!sender) return;
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  for (const receiver of receivers) {
    receiver.on('cursor:batch', ({ cursors }: CursorBatch) => {
      for (const update of cursors) {
        const start = update.name ? sentAt.get(update.name) : undefined;
        if (start !== undefined) samples.push(performance.now() - start);
      }
    });
  }
  for (let move = 0; move < CURSOR_MOVES; move++) {
    const name = `m${move}`;
    sentAt.set(name, performance.now());
    sender.emit('cursor:move', { x: move / CURSOR_MOVES, y: 0.5, color: '#008cff', name });
    await new Promise((resolve) => setTimeout(resolve, CURSOR_INTERVAL_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const expected = CURSOR_MOVES * receivers.length;
  const { p50, p99, max } = summarize(samples);
  console.log(
    `cursor fan-out to ${receivers.length} on one page: p50 ${ms(p50)}, p99 ${ms(p99)}, ` +
      `max ${ms(max)} (${samples.length}/${expected} delivered; volatile)`,
  );
}

async function chatThroughput(inChat: Socket[]) {
  const total = Math.min(SENDERS, inChat.length) * CHAT_PER_SENDER;
  const expectedDeliveries = total * inChat.length;
  let deliveries = 0;
  let done: () => void = () => undefined;
  const drained = new Promise<void>((resolve) => (done = resolve));
  for (const socket of inChat) {
    socket.on('chat:message', (_message: ChatMessage) => {
      if (++deliveries === expectedDeliveries) done();
    });
  }
  const started = performance.now();
  const acks = inChat.slice(0, SENDERS).flatMap((socket, sender) =>
    Array.from({ length: CHAT_PER_SENDER }, (_, index) =>
      socket.timeout(DRAIN_TIMEOUT_MS).emitWithAck('chat:message', {
        id: `bench-${sender}-${index}`,
        author: `sender ${sender}`,
        text: `message ${index}`,
      }),
    ),
  );
  await Promise.all(acks);
  const storedMs = performance.now() - started;
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS))]);
  const elapsedMs = performance.now() - started;
  console.log(
    `chat: ${total} messages stored in ${ms(storedMs)} (${((total / storedMs) * 1000).toFixed(0)} msg/s); ` +
      `${deliveries}/${expectedDeliveries} deliveries to ${inChat.length} clients in ${ms(elapsedMs)} ` +
      `(${((deliveries / elapsedMs) * 1000).toFixed(0)} deliveries/s)`,
  );
}
