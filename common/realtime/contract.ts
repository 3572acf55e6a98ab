import type { z } from 'zod';
import type {
  chatAckSchema,
  chatMessageInSchema,
  chatMessageSchema,
  cursorMoveSchema,
  cursorBatchSchema,
  cursorUpdateSchema,
  docRefusedSchema,
  peerSignalSchema,
  roomCreateRequestSchema,
  roomInfoReplySchema,
  roomJoinedSchema,
  signalInSchema,
  signalOutSchema,
  whiteboardMessageSchema,
} from './payloads';
import type { ReadingNow } from '../audience';
import type { SocketScope } from './room-path';

/**
 * The realtime contract (docs/product.md#realtime-protocol): every event name, both
 * directions, with Socket.IO's typed event maps. Payload schemas live in ./payloads, the
 * user-facing messages in ./messages, the handshake options in ./connection.
 *
 * Order of a room page's socket: connect → `session:welcome` → (public room, or a valid
 * `auth.roomToken`) `room:joined` → `chat:history`; otherwise `room:info` → `room:create` /
 * `room:verify` → `room:joined` → `chat:history`. Documents sync after `room:joined`.
 */
export const EVENTS = {
  // Identity and presence (scoped to the handshake path)
  sessionWelcome: 'session:welcome',
  presenceJoin: 'presence:join',
  presenceLeave: 'presence:leave',
  presenceRequest: 'presence:request',
  cursorMove: 'cursor:move',
  cursorBatch: 'cursor:batch',
  // Rooms and access
  roomInfo: 'room:info',
  roomCreate: 'room:create',
  roomCreated: 'room:created',
  roomError: 'room:error',
  roomVerify: 'room:verify',
  roomJoined: 'room:joined',
  /** An admitted socket of the room left (any page of the room): drop its peer link. */
  roomLeave: 'room:leave',
  // WebRTC signalling and the whiteboard's server relay (same room only)
  webrtcReady: 'webrtc:ready',
  webrtcSignal: 'webrtc:signal',
  whiteboardRelay: 'whiteboard:relay',
  // Chat ('global' or the room)
  chatMessage: 'chat:message',
  chatHistory: 'chat:history',
  // Shared documents (y-protocols over Socket.IO)
  docSync: 'doc:sync',
  docAwareness: 'doc:awareness',
  /** The sender's document change was not stored nor shared (too large, too fast, full). */
  docRefused: 'doc:refused',
  /**
   * Awareness clients whose sockets left without a word (their instance died): drop their
   * carets and names (server/realtime/departed-instances.ts).
   */
  docAwarenessGone: 'doc:awareness-gone',
  // The owner's console only (a socket that carries the owner's cookie, on a console page)
  /** Who reads which public page now, and how many are in each room: counts, no names. */
  audienceNow: 'audience:now',
} as const;

export type IdPayload = { id: string };
export type FromPayload = { from: string };
export type ErrorReply = { message: string };
export type PresenceReply = { ids: string[] };
export type CursorMove = z.infer<typeof cursorMoveSchema>;
export type CursorUpdate = z.infer<typeof cursorUpdateSchema>;
export type CursorBatch = z.infer<typeof cursorBatchSchema>;
type RoomInfoRequest = { room: string };
type RoomInfo = z.infer<typeof roomInfoReplySchema>;
export type RoomInfoReply = RoomInfo | ErrorReply;
export type RoomCreateRequest = z.input<typeof roomCreateRequestSchema>;
/** `token` only for a private room: a public one admits everybody and needs none. */
export type RoomCreated = { room: string; token?: string };
export type RoomCreateReply =
  { success: true; room: string; token?: string } | { success: false; message: string };
type RoomVerifyRequest = { room: string; password: string };
export type RoomVerifyReply =
  { success: true; token?: string } | { success: false; message: string };
export type RoomJoined = z.infer<typeof roomJoinedSchema>;
export type PeerSignal = z.infer<typeof peerSignalSchema>;
type SignalOut = z.infer<typeof signalOutSchema>;
export type SignalIn = z.infer<typeof signalInSchema>;
export type WhiteboardMessage = z.infer<typeof whiteboardMessageSchema>;
type WhiteboardRelayOut = { message: WhiteboardMessage };
export type WhiteboardRelayIn = { from: string; message: WhiteboardMessage };
export type ChatMessageIn = z.input<typeof chatMessageInSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatAck = z.infer<typeof chatAckSchema>;
/** A y-protocols sync or awareness message (binary). */
type DocMessage = { data: Uint8Array };
export type DocRefused = z.infer<typeof docRefusedSchema>;
type AwarenessGone = { clients: number[] };

export interface ServerToClientEvents {
  [EVENTS.sessionWelcome]: (payload: IdPayload) => void;
  [EVENTS.presenceJoin]: (payload: IdPayload) => void;
  [EVENTS.presenceLeave]: (payload: IdPayload) => void;
  [EVENTS.cursorBatch]: (payload: CursorBatch) => void;
  [EVENTS.roomCreated]: (payload: RoomCreated) => void;
  [EVENTS.roomError]: (payload: ErrorReply) => void;
  [EVENTS.roomJoined]: (payload: RoomJoined) => void;
  [EVENTS.roomLeave]: (payload: IdPayload) => void;
  [EVENTS.webrtcReady]: (payload: FromPayload) => void;
  [EVENTS.webrtcSignal]: (payload: SignalIn) => void;
  [EVENTS.whiteboardRelay]: (payload: WhiteboardRelayIn) => void;
  [EVENTS.chatMessage]: (payload: ChatMessage) => void;
  [EVENTS.chatHistory]: (payload: ChatMessage[]) => void;
  [EVENTS.docSync]: (payload: DocMessage) => void;
  [EVENTS.docAwareness]: (payload: DocMessage) => void;
  [EVENTS.docRefused]: (payload: DocRefused) => void;
  [EVENTS.docAwarenessGone]: (payload: AwarenessGone) => void;
  [EVENTS.audienceNow]: (payload: ReadingNow) => void;
}

export interface ClientToServerEvents {
  /** Everybody on the sender's path, the sender included ('N online' = ids.length). */
  [EVENTS.presenceRequest]: (ack: (reply: PresenceReply) => void) => void;
  /**
   * Relayed to everybody on the same path in the next cursor:batch (one a tick, the latest
   * position of each sender): volatile while moving, reliable once `settled`.
   */
  [EVENTS.cursorMove]: (payload: CursorMove) => void;
  [EVENTS.roomInfo]: (payload: RoomInfoRequest, ack: (reply: RoomInfoReply) => void) => void;
  /** Answered with room:created or room:error, and with the optional acknowledgement. */
  [EVENTS.roomCreate]: (payload: RoomCreateRequest, ack?: (reply: RoomCreateReply) => void) => void;
  [EVENTS.roomVerify]: (payload: RoomVerifyRequest, ack: (reply: RoomVerifyReply) => void) => void;
  [EVENTS.webrtcReady]: () => void;
  [EVENTS.webrtcSignal]: (payload: SignalOut) => void;
  [EVENTS.whiteboardRelay]: (payload: WhiteboardRelayOut) => void;
  [EVENTS.chatMessage]: (payload: ChatMessageIn, ack?: (reply: ChatAck) => void) => void;
  [EVENTS.docSync]: (payload: DocMessage) => void;
  [EVENTS.docAwareness]: (payload: DocMessage) => void;
}

/** What the server knows about a socket (plain data: it crosses instances via the adapter). */
export interface SocketData {
  scope: SocketScope;
  /** The room this socket was admitted to, or null (not a room page, or not yet admitted). */
  admittedRoom: string | null;
  clientAddress: string;
  /** The awareness clients (carets, names) this socket announced in its room. */
  awarenessClients: number[];
  /** The handshake carried the owner's signed cookie of a session that lasts. */
  owner: boolean;
}

export interface HandshakeAuth {
  roomToken?: string;
}
