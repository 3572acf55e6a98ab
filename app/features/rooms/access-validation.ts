import { ROOM_PASSWORD_MAX_LENGTH, ROOM_PASSWORD_MIN_LENGTH } from '#common/realtime/limits.ts';
import { ROOM_MESSAGES as SERVER_ROOM_MESSAGES } from '#common/realtime/messages.ts';
import { characterCount } from '#common/text-rules.ts';

/**
 * docs/product.md#visitor-input-rules, docs/product.md#realtime-messages room messages, word for word. The server checks the same rules with the same
 * words (common/realtime); only the confirmation is the dialog's own.
 */
export const ROOM_MESSAGES = {
  privateNeedsPassword: SERVER_ROOM_MESSAGES.passwordRequiredPrivate,
  passwordTooShort: SERVER_ROOM_MESSAGES.passwordTooShort,
  passwordTooLong: SERVER_ROOM_MESSAGES.passwordTooLong,
  passwordsDiffer: 'Passwords do not match',
  passwordRequired: SERVER_ROOM_MESSAGES.passwordRequired,
  accessDenied: SERVER_ROOM_MESSAGES.accessDenied,
  createFailed: SERVER_ROOM_MESSAGES.createFailed,
} as const;

export interface CreateRoomInput {
  isPrivate: boolean;
  password: string;
  confirm: string;
}

/** The first problem with a create request, or null when it may be sent. */
export function validateCreate({ isPrivate, password, confirm }: CreateRoomInput): string | null {
  if (!isPrivate) return null;
  if (password.length === 0) return ROOM_MESSAGES.privateNeedsPassword;
  const length = characterCount(password);
  if (length < ROOM_PASSWORD_MIN_LENGTH) return ROOM_MESSAGES.passwordTooShort;
  if (length > ROOM_PASSWORD_MAX_LENGTH) return ROOM_MESSAGES.passwordTooLong;
  if (password !== confirm) return ROOM_MESSAGES.passwordsDiffer;
  return null;
}

/** The problem with a join request, or null when it may be sent. */
export function validateJoin(password: string): string | null {
  if (password.length === 0) return ROOM_MESSAGES.passwordRequired;
  // No stored password is longer, so a longer one can only be wrong.
  return characterCount(password) > ROOM_PASSWORD_MAX_LENGTH ? ROOM_MESSAGES.passwordTooLong : null;
}
