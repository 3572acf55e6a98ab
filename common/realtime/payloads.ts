import { containsNul, NUL_TEXT_MESSAGE } from '../text-rules';
import { z } from '../zod';
import {
  BRUSH_WIDTH_MAX_PX,
  BRUSH_WIDTH_MIN_PX,
  CHAT_ID_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_NAME_MAX_LENGTH,
  ROOM_PASSWORD_MAX_LENGTH,
  ROOM_PASSWORD_MIN_LENGTH,
  SOCKET_MAX_MESSAGE_BYTES,
} from './limits';
import { CHAT_MESSAGES, ROOM_MESSAGES } from './messages';
import { ROOM_ID_PATTERN } from './room-path';

/**
 * A zod schema for every payload of the realtime contract, both directions. The server parses
 * every inbound payload with these; clients may parse what they receive with them too.
 * Messages inside the schemas are the ones the user sees (first issue wins).
 */
const SOCKET_ID_MAX_LENGTH = 64;
const SDP_MAX_LENGTH = 100_000;
const CANDIDATE_MAX_LENGTH = 2000;
const STROKE_ID_MAX_LENGTH = 64;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const fraction = z.number().finite().min(0).max(1);
const socketId = z.string().min(1).max(SOCKET_ID_MAX_LENGTH);

const roomIdSchema = z
  .string({ error: ROOM_MESSAGES.invalidRoomId })
  .trim()
  .regex(ROOM_ID_PATTERN, ROOM_MESSAGES.invalidRoomId);

/** Binary from Socket.IO: a Buffer/Uint8Array in Node, an ArrayBuffer in browsers. */
export const binarySchema = z
  .custom<Uint8Array | ArrayBuffer>(
    (value) => value instanceof Uint8Array || value instanceof ArrayBuffer,
    'expected binary data',
  )
  .transform((value) => (value instanceof Uint8Array ? value : new Uint8Array(value)))
  .refine((bytes) => bytes.byteLength > 0 && bytes.byteLength <= SOCKET_MAX_MESSAGE_BYTES);

const errorReplySchema = z.object({ message: z.string() });

// Identity and presence

export const cursorMoveSchema = z.object({
  /** Fractions 0–1 of the document's scroll width/height: same content at any window size. */
  x: fraction,
  y: fraction,
  color: hexColor,
  name: z.string().max(CHAT_NAME_MAX_LENGTH).optional(),
  /** The pointer came to rest here: relayed reliably, not as a droppable volatile update. */
  settled: z.literal(true).optional(),
});
export const cursorUpdateSchema = cursorMoveSchema.omit({ settled: true }).extend({ id: socketId });
/** One tick's cursors of a path: each sender's latest position (the own one included). */
export const cursorBatchSchema = z.object({ cursors: z.array(cursorUpdateSchema) });

// Rooms
export const roomInfoRequestSchema = z.object({ room: roomIdSchema });
export const roomInfoReplySchema = z.object({ exists: z.boolean(), isPrivate: z.boolean() });

const passwordLength = z
  .string()
  .min(ROOM_PASSWORD_MIN_LENGTH, ROOM_MESSAGES.passwordTooShort)
  .max(ROOM_PASSWORD_MAX_LENGTH, ROOM_MESSAGES.passwordTooLong);

export const roomCreateRequestSchema = z
  .object({
    room: roomIdSchema,
    isPrivate: z.boolean(),
    password: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.isPrivate) return;
    if (!value.password) {
      ctx.addIssue({ code: 'custom', message: ROOM_MESSAGES.passwordRequiredPrivate });
      return;
    }
    const length = passwordLength.safeParse(value.password);
    if (!length.success) {
      ctx.addIssue({ code: 'custom', message: length.error.issues[0]?.message ?? '' });
    }
  });

export const roomVerifyRequestSchema = z.object({
  room: roomIdSchema,
  password: z
    .string({ error: ROOM_MESSAGES.passwordRequired })
    .min(1, ROOM_MESSAGES.passwordRequired)
    .max(ROOM_PASSWORD_MAX_LENGTH, ROOM_MESSAGES.passwordTooLong),
});
export const roomJoinedSchema = z.object({ room: z.string(), isPrivate: z.boolean() });

// WebRTC signalling: the shape of RTCSessionDescriptionInit / RTCIceCandidateInit.
const iceCandidateSchema = z.object({
  candidate: z.string().max(CANDIDATE_MAX_LENGTH).optional(),
  sdpMid: z.string().max(CANDIDATE_MAX_LENGTH).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).nullable().optional(),
  usernameFragment: z.string().max(CANDIDATE_MAX_LENGTH).nullable().optional(),
});
const signalBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), sdp: z.string().min(1).max(SDP_MAX_LENGTH) }),
  z.object({ type: z.literal('answer'), sdp: z.string().min(1).max(SDP_MAX_LENGTH) }),
  z.object({ type: z.literal('candidate'), candidate: iceCandidateSchema }),
]);
export const peerSignalSchema = signalBody;
export const signalOutSchema = z.intersection(z.object({ to: socketId }), signalBody);
export const signalInSchema = z.intersection(z.object({ from: socketId }), signalBody);

// Whiteboard relay (for peers whose direct channel cannot open): docs/product.md#entities stroke messages.
export const whiteboardMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('stroke'),
    id: z.string().min(1).max(STROKE_ID_MAX_LENGTH),
    x0: fraction,
    y0: fraction,
    x1: fraction,
    y1: fraction,
    color: hexColor,
    w: z.number().finite().min(BRUSH_WIDTH_MIN_PX).max(BRUSH_WIDTH_MAX_PX),
  }),
  z.object({ t: z.literal('clear') }),
]);
export const whiteboardRelayOutSchema = z.object({ message: whiteboardMessageSchema });

// Chat
/** Chat messages are stored, and PostgreSQL cannot store a NUL character in text. */
const withoutNul = (text: string) => !containsNul(text);

export const chatMessageInSchema = z.object({
  id: z.string().trim().min(1).max(CHAT_ID_MAX_LENGTH).refine(withoutNul, NUL_TEXT_MESSAGE),
  author: z
    .string()
    .trim()
    .max(CHAT_NAME_MAX_LENGTH, CHAT_MESSAGES.authorTooLong)
    .refine(withoutNul, NUL_TEXT_MESSAGE),
  text: z
    .string()
    .trim()
    .min(1, CHAT_MESSAGES.emptyText)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.textTooLong)
    .refine(withoutNul, NUL_TEXT_MESSAGE),
  /** The sender's clock; ignored: the server stamps its own time. */
  timestamp: z.union([z.number(), z.string()]).optional(),
});
export const chatMessageSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  /** Server time, milliseconds since the epoch. */
  timestamp: z.number(),
  /** The sending socket's id (compare with session:welcome's id to mark own messages). */
  senderId: z.string(),
});
export const chatAckSchema = z.union([
  z.object({ ok: z.literal(true), chat: chatMessageSchema }),
  errorReplySchema,
]);

// Shared documents: y-protocols sync and awareness messages, one Y.Doc per room id.
export const docMessageSchema = z.object({ data: binarySchema });
/** DOC_MESSAGES; with `retryAfterMs` the change may be shared again after that long. */
export const docRefusedSchema = z.object({
  message: z.string(),
  retryAfterMs: z.number().int().nonnegative().optional(),
});
