import { ROOM_INFO_TIMEOUT_MS } from '#common/realtime/limits.ts';
import { SOCKET_CONNECT_TIMEOUT_MS } from '#common/realtime/connection.ts';
import {
  CHAT_MESSAGES,
  EVENTS,
  ROOM_MESSAGES,
  scopeFromHandshake,
  type ChatAck,
  type ChatMessageIn,
  type CursorMove,
  type PresenceReply,
  type RoomCreateReply,
  type RoomCreateRequest,
  type RoomInfoReply,
  type RoomJoined,
  type RoomVerifyReply,
  type ServerToClientEvents,
  type SocketScope,
} from '#common/realtime/index.ts';
import { forgetConnectOutcome, recordConnectOutcome } from './connection-refusals';
import type { RoomTokenStore } from './room-tokens';
import { createSignalling, type Signalling } from './signalling';
import type { RealtimeSocket, Unsubscribe } from './socket-types';

export type { RealtimeSocket, Unsubscribe } from './socket-types';
export type ConnectionStatus = 'initializing' | 'connected' | 'disconnected';
type Listener<E extends keyof ServerToClientEvents> = ServerToClientEvents[E];

/**
 * One socket of a tab, wrapped in typed helpers. Components get a client from
 * `useRealtimeClient` and pass it to hooks/adapters; nothing outside app/realtime touches the
 * Socket.IO socket itself. Tokens from create/verify are kept in the token store and presented
 * on every (re)connect, so a reconnect is admitted again without the password.
 */
export class RealtimeClient {
  readonly scope: SocketScope;
  private statusValue: ConnectionStatus = 'initializing';
  private joined: RoomJoined | null = null;
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();

  constructor(
    private readonly socket: RealtimeSocket,
    readonly path: string,
    private readonly tokens: RoomTokenStore,
  ) {
    this.scope = scopeFromHandshake(path)?.scope ?? { kind: 'page', path };
    socket.on('connect', () => {
      recordConnectOutcome(this, null);
      this.setStatus('connected');
    });
    socket.on('disconnect', () => {
      this.joined = null;
      this.setStatus('disconnected');
    });
    socket.on('connect_error', (error) => {
      // A refusal by the server's middleware (e.g. too many connections) is final: no retry.
      recordConnectOutcome(this, error);
      if (!socket.active) this.setStatus('disconnected');
    });
    socket.io.on('reconnect_failed', () => this.setStatus('disconnected'));
    socket.on(EVENTS.roomJoined, (joined) => {
      this.joined = joined;
    });
  }

  /** This socket's id as announced by session:welcome (null while disconnected). */
  get id(): string | null {
    return this.socket.connected ? (this.socket.id ?? null) : null;
  }

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** The room this socket is admitted to since its last (re)connect, or null. */
  get admission(): RoomJoined | null {
    return this.joined;
  }

  onStatus(listener: (status: ConnectionStatus) => void): Unsubscribe {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Typed listener for any server event; returns the way to remove it. */
  on<E extends keyof ServerToClientEvents>(event: E, listener: Listener<E>): Unsubscribe {
    const target = this.socket as unknown as {
      on(event: string, listener: Listener<E>): unknown;
      off(event: string, listener: Listener<E>): unknown;
    };
    target.on(event, listener);
    return () => void target.off(event, listener);
  }

  /** Ids of everybody on this path, self included ('N online' = the length). */
  async requestPresence(): Promise<string[]> {
    return (await this.ask<PresenceReply>(EVENTS.presenceRequest))?.ids ?? [];
  }

  /**
   * Volatile: dropped rather than queued when the connection is busy or down, except the
   * `settled` position where the pointer came to rest, which must arrive.
   */
  moveCursor(move: CursorMove): void {
    if (move.settled) this.socket.emit(EVENTS.cursorMove, move);
    else this.socket.volatile.emit(EVENTS.cursorMove, move);
  }

  /** Null when no reply came in time: docs/product.md#rooms-and-access then treats the room as new. */
  async roomInfo(room: string, timeoutMs = ROOM_INFO_TIMEOUT_MS): Promise<RoomInfoReply | null> {
    return (await this.ask<RoomInfoReply>(EVENTS.roomInfo, { room }, timeoutMs)) ?? null;
  }

  /**
   * Creates a room; on success this socket is admitted (room page) and a private room's token
   * is stored (a public room has none).
   */
  async createRoom(request: RoomCreateRequest): Promise<RoomCreateReply> {
    const reply = await this.ask<RoomCreateReply>(EVENTS.roomCreate, request);
    if (!reply) return { success: false, message: ROOM_MESSAGES.createFailed };
    if (reply.success && reply.token) this.tokens.set(reply.room, reply.token);
    return reply;
  }

  /** Checks a private room's password; on success the token is stored and the socket admitted. */
  async verifyRoom(room: string, password: string): Promise<RoomVerifyReply> {
    const id = room.trim();
    const reply = await this.ask<RoomVerifyReply>(EVENTS.roomVerify, { room: id, password });
    if (!reply) return { success: false, message: ROOM_MESSAGES.accessDenied };
    if (reply.success && reply.token) this.tokens.set(id, reply.token);
    return reply;
  }

  /** The server answers with its stored copy ({ok, chat}) or {message}. */
  async sendChat(message: ChatMessageIn): Promise<ChatAck> {
    return (
      (await this.ask<ChatAck>(EVENTS.chatMessage, message)) ?? { message: CHAT_MESSAGES.failed }
    );
  }

  /** y-protocols messages; sent only while connected (a resync follows every admission). */
  sendDocSync(data: Uint8Array): void {
    if (this.socket.connected) this.socket.emit(EVENTS.docSync, { data });
  }

  sendDocAwareness(data: Uint8Array): void {
    if (this.socket.connected) this.socket.emit(EVENTS.docAwareness, { data });
  }

  /** WebRTC signalling and the whiteboard relay of this room socket (the mesh's transport). */
  signalling(): Signalling {
    return createSignalling(this.socket, this);
  }

  close(): void {
    forgetConnectOutcome(this);
    this.socket.removeAllListeners();
    this.socket.io.off('reconnect_failed');
    this.socket.disconnect();
    this.statusListeners.clear();
  }

  /**
   * Emits with an acknowledgement; undefined when none came in time. Replies are typed by the
   * contract and not parsed again: the server built them, and shipping its schemas to every
   * page would cost more than it guards (docs/product.md#realtime-protocol).
   */
  private async ask<T>(
    event: string,
    payload?: unknown,
    timeoutMs = SOCKET_CONNECT_TIMEOUT_MS,
  ): Promise<T | undefined> {
    const untyped = this.socket as unknown as {
      timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
    };
    try {
      const args = payload === undefined ? [] : [payload];
      return (await untyped.timeout(timeoutMs).emitWithAck(event, ...args)) as T;
    } catch {
      return undefined;
    }
  }

  private setStatus(status: ConnectionStatus) {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
