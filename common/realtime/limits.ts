/**
 * Limits and timings of the realtime contract that both ends must agree on: the browser stays
 * within them, the server refuses anything past them (docs/product.md#realtime-protocol).
 */

export const ROOM_PASSWORD_MIN_LENGTH = 4;

export const ROOM_INFO_TIMEOUT_MS = 3000;

export const BRUSH_WIDTH_MIN_PX = 1;

export const BRUSH_WIDTH_MAX_PX = 20;

export const CHAT_NAME_MAX_LENGTH = 32;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_HISTORY_LIMIT = 100;

/** Largest single socket message the server accepts (Yjs sync of a big document included). */
export const SOCKET_MAX_MESSAGE_BYTES = 1_000_000;

/** Bounds the scrypt work a single request can cause. */
export const ROOM_PASSWORD_MAX_LENGTH = 128;

export const CHAT_ID_MAX_LENGTH = 64;

/** Cursor moves a client sends at most (throttle); the server drops anything above the max. */
export const CURSOR_SEND_INTERVAL_MS = 33;

/** Cursor colours: the six theme presets (docs/product.md#entities). */
export const PRESENCE_COLORS = [
  '#008cff',
  '#8b5cf6',
  '#10b981',
  '#f97316',
  '#ec4899',
  '#14b8a6',
] as const;
