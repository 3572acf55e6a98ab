import { CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, ROOM_PASSWORD_MAX_LENGTH } from './limits';

/**
 * Every message the realtime server sends back (acknowledgements and `room:error`). The ones
 * docs/product.md#visitor-input-rules, docs/product.md#realtime-messages names are word for word; the others are ours, said once here.
 */
export const ROOM_MESSAGES = {
  invalidRoomId: "Room id must be 1 to 64 letters, digits, '-' or '_'",
  roomExists: 'Room already exists',
  /** A private room was asked for, but the name was just taken by a public room. */
  takenAsPublic: 'This room was just created as a public room. Choose Public to join it, or leave.',
  roomNotFound: 'Room not found',
  passwordRequiredPrivate: 'Password is required for private rooms',
  passwordTooShort: 'Password must be at least 4 characters',
  passwordTooLong: `Password must be at most ${ROOM_PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required',
  wrongPassword: 'Incorrect password',
  accessDenied: 'Access denied',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRooms: 'Too many new rooms. Please wait a minute and try again.',
  busy: 'The server is busy. Please try again in a moment.',
  createFailed: 'Failed to create room',
} as const;

/** What a room shows when the server refuses a change to its shared document. */
export const DOC_MESSAGES = {
  full: 'This document is full',
  storageFull: 'Room storage is full. New changes are not saved.',
  updateTooLarge: 'This change is too large to share',
  tooFast: 'Changes are arriving too fast. Please slow down.',
} as const;

export const CHAT_MESSAGES = {
  emptyText: 'Message cannot be empty',
  textTooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  authorTooLong: `Name must be at most ${CHAT_NAME_MAX_LENGTH} characters`,
  tooFast: 'You are sending messages too fast. Please wait a moment.',
  unavailable: 'Chat is not available on this page',
  failed: 'Failed to send message',
} as const;

export const REALTIME_MESSAGES = {
  invalidPayload: 'Invalid request',
  notInRoom: 'Not in a room',
  tooManyConnections: 'Too many open connections from your address. Close a tab and try again.',
  tooFast: 'Too many requests. Please wait a moment and try again.',
} as const;

/** The author shown when a chat name is empty (docs/product.md#visitor-input-rules). */
export const CHAT_DEFAULT_AUTHOR = 'Guest';
