import { characterCount } from './text-rules';
import { z } from './zod';

/**
 * The owner's password rule, shared by the console's form (its browser check) and the server.
 * Long rather than complicated: a passphrase of a few words is the easiest strong password to
 * type on a phone, and argon2id makes each guess slow.
 */
export const OWNER_PASSWORD_MIN_LENGTH = 12;
/** Beyond this a password is a pasted document, not a password; argon2 would still hash it. */
const OWNER_PASSWORD_MAX_LENGTH = 256;

export const OWNER_PASSWORD_TOO_SHORT = `The password must be at least ${OWNER_PASSWORD_MIN_LENGTH} characters long`;
const OWNER_PASSWORD_TOO_LONG = `The password must be at most ${OWNER_PASSWORD_MAX_LENGTH} characters long`;

export const ownerPasswordSchema = z
  .string({ error: 'A password is required' })
  .refine((value) => characterCount(value) >= OWNER_PASSWORD_MIN_LENGTH, OWNER_PASSWORD_TOO_SHORT)
  .refine((value) => characterCount(value) <= OWNER_PASSWORD_MAX_LENGTH, OWNER_PASSWORD_TOO_LONG)
  .refine((value) => !value.includes('\u0000'), 'Text must not contain NUL characters');
