import { withoutTrailingSlashes } from '../trailing-slashes';

export const ROOM_ID_MAX_LENGTH = 64;

/** Longest handshake `room` (a page path) the server accepts. */
const SOCKET_PATH_MAX_LENGTH = 200;

/** The room id of the site-wide chat (handshake `room: 'global'`). */
export const GLOBAL_CHAT_ROOM = 'global';

/**
 * Where a socket belongs, decided by its handshake `room` (docs/product.md#realtime-protocol: the current path, or
 * 'global' for the site-wide chat). Room pages share one namespace of room ids.
 */
export const ROOM_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${ROOM_ID_MAX_LENGTH}}$`);

/** The page paths whose last segment is a room id. */
const ROOM_PAGE_BASES = ['/collab', '/whiteboard', '/editor'] as const;

export type SocketScope =
  | { kind: 'global' }
  | { kind: 'page'; path: string }
  | { kind: 'room'; path: string; room: string };

/** Trims and checks a room id; null when it breaks the rules (1–64 of A-Z a-z 0-9 - _). */
export function normalizeRoomId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim();
  return ROOM_ID_PATTERN.test(id) ? id : null;
}

/** A page path without query, hash or trailing slashes ('/' stays '/'). */
export function normalizePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutTrailingSlashes(path);
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The scope of a handshake `room` value: 'global' (or nothing) is the site-wide chat, a room
 * page path with a valid id is that room, any other path is a plain page. Null = not accepted.
 * `invalidRoom` is true when a room page path carried a bad id (treated as a plain page).
 */
export function scopeFromHandshake(
  raw: unknown,
): { scope: SocketScope; invalidRoom: boolean } | null {
  if (raw === undefined || raw === GLOBAL_CHAT_ROOM) {
    return { scope: { kind: 'global' }, invalidRoom: false };
  }
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.length > SOCKET_PATH_MAX_LENGTH) {
    return null;
  }
  const path = normalizePath(raw);
  const segments = path.split('/').slice(1);
  const base = `/${segments[0] ?? ''}`;
  if (segments.length !== 2 || !(ROOM_PAGE_BASES as readonly string[]).includes(base)) {
    return { scope: { kind: 'page', path }, invalidRoom: false };
  }
  const room = normalizeRoomId(safeDecode(segments[1] ?? ''));
  if (!room) return { scope: { kind: 'page', path }, invalidRoom: true };
  return { scope: { kind: 'room', path, room }, invalidRoom: false };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
