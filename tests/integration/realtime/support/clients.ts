import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  type ClientToServerEvents,
  type CursorBatch,
  type CursorUpdate,
  type ServerToClientEvents,
} from '#common/realtime/index.ts';

type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Received {
  event: string;
  args: unknown[];
}

export interface TestClient {
  socket: TestSocket;
  id: string;
  /** Every event this socket received since it connected, in order. */
  received: Received[];
  /** Events of one name received so far (first argument of each). */
  all<T = unknown>(event: string): T[];
  /** Resolves with the next (or an already received, unconsumed) event of this name. */
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
  emitAck<T = unknown>(event: string, ...args: unknown[]): Promise<T>;
  close(): void;
}

const SETTLE_MS = 300;
const WAIT_MS = 10_000;

/** Waits long enough for anything in flight to arrive (used before asserting absence). */
export const settle = (ms = SETTLE_MS) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ConnectOptions {
  room?: string;
  token?: string;
  origin?: string;
  headers?: Record<string, string>;
  transports?: string[];
  /** Do not wait for the connection (to observe connect errors). */
  noWait?: boolean;
}

/**
 * Options for a socket that the per-address limits count as client `address`: it comes as
 * X-Forwarded-For, which the server reads only with TRUST_PROXY=1. Polling only.
 */
export function fromAddress(address: string): ConnectOptions {
  return { transports: ['polling'], headers: { 'x-forwarded-for': address } };
}

/** A socket.io-client socket with the site's options, recording everything it receives. */
export async function connectClient(
  url: string,
  options: ConnectOptions = {},
): Promise<TestClient> {
  const socket: TestSocket = io(url, {
    ...SOCKET_CLIENT_OPTIONS,
    transports: options.transports ?? SOCKET_CLIENT_OPTIONS.transports,
    reconnection: false,
    forceNew: true,
    query: { room: options.room ?? 'global' },
    auth: options.token ? { roomToken: options.token } : {},
    extraHeaders: { ...options.headers, ...(options.origin ? { origin: options.origin } : {}) },
  });
  const received: Received[] = [];
  const consumed = new Map<string, number>();
  const waiters: (() => void)[] = [];
  socket.onAny((event: string, ...args: unknown[]) => {
    received.push({ event, args });
    for (const wake of waiters.splice(0)) wake();
  });

  const client: TestClient = {
    socket,
    get id() {
      return socket.id ?? '';
    },
    received,
    all: <T>(event: string) =>
      received.filter((entry) => entry.event === event).map((entry) => entry.args[0] as T),
    next<T>(event: string, timeoutMs = WAIT_MS) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const index = consumed.get(event) ?? 0;
          const matches = received.filter((entry) => entry.event === event);
          const match = matches[index];
          if (match) {
            consumed.set(event, index + 1);
            clearTimeout(timer);
            resolve(match.args[0] as T);
            return;
          }
          waiters.push(check);
        };
        check();
      });
    },
    emitAck<T>(event: string, ...args: unknown[]) {
      const untyped = socket as unknown as {
        timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
      };
      return untyped.timeout(WAIT_MS).emitWithAck(event, ...args) as Promise<T>;
    },
    close: () => void socket.disconnect(),
  };

  if (!options.noWait) {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await client.next('session:welcome');
  }
  return client;
}

/** Untyped emit, for bad payloads the typed API would not let through. */
export function emitRaw(client: TestClient, event: string, ...args: unknown[]) {
  (client.socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
    event,
    ...args,
  );
}

const RESEND_MS = 200;

/**
 * Sends with `send`, again every 200 ms, until `arrival` settles. For volatile messages (cursor
 * moves), which Socket.IO may drop while a transport upgrades.
 */
async function resendUntil<T>(send: () => void, arrival: () => Promise<T>): Promise<T> {
  send();
  const timer = setInterval(send, RESEND_MS);
  try {
    return await arrival();
  } finally {
    clearInterval(timer);
  }
}

/** Every cursor position `client` received so far, in order, flattened out of its frames. */
export function cursorsReceived(client: TestClient): CursorUpdate[] {
  return client.all<CursorBatch>('cursor:batch').flatMap((batch) => batch.cursors);
}

/**
 * Sends with `send` (again every 200 ms) until a cursor frame reaching `receiver` carries
 * `senderId`'s position, and answers that position.
 */
export function sendUntilCursorOf(
  receiver: TestClient,
  senderId: string,
  send: () => void,
): Promise<CursorUpdate> {
  return resendUntil(send, async () => {
    for (;;) {
      const batch = await receiver.next<CursorBatch>('cursor:batch');
      const found = batch.cursors.find((cursor) => cursor.id === senderId);
      if (found) return found;
    }
  });
}

/** Creates private `room` from `creator` (a socket on /collab): answers the creator's room token. */
export async function createPrivateRoom(
  creator: TestClient,
  room: string,
  password: string,
): Promise<string> {
  const { token } = await creator.emitAck<{ token: string }>('room:create', {
    room,
    isPrivate: true,
    password,
  });
  return token;
}
