import { ROOM_MESSAGES } from '#common/realtime/messages.ts';
import { ROOM_ID_PATTERN } from '#common/realtime/room-path.ts';

export const RANDOM_ROOM_ID_LENGTH = 8;

/** The two screens that show the collaboration space; a room id is the path's last segment. */
export type RoomBase = 'collab' | 'whiteboard';

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of the alphabet size below 256: bytes above it are redrawn, so every
 * character is equally likely. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % RANDOM_ALPHABET.length);

/** The same words the server uses when it refuses an id. */
export const ROOM_ID_RULE_MESSAGE = ROOM_MESSAGES.invalidRoomId;

/** docs/product.md#visitor-input-rules: the typed room id is trimmed; an empty one is ignored (null). */
export function normalizeRoomInput(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** The server's room id rule: 1 to 64 letters, digits, '-' and '_'. */
export function isValidRoomId(id: string): boolean {
  return ROOM_ID_PATTERN.test(id);
}

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A random room id of lowercase letters and digits (docs/product.md#business-constants: 8 characters). */
export function randomRoomId(randomBytes: RandomBytes = cryptoBytes): string {
  let id = '';
  while (id.length < RANDOM_ROOM_ID_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(RANDOM_ROOM_ID_LENGTH))) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      id += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length];
      if (id.length === RANDOM_ROOM_ID_LENGTH) break;
    }
  }
  return id;
}

/** The path of a room on one of the two screens; no room gives the screen's own path. */
export function roomPath(base: RoomBase, room: string | null): string {
  return room === null ? `/${base}` : `/${base}/${encodeURIComponent(room)}`;
}

/** The room named by a path's last segment, or null for the bare screen (docs/product.md#collaboration-space). */
export function roomFromPath(pathname: string): string | null {
  const match = /^\/(?:collab|whiteboard)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
