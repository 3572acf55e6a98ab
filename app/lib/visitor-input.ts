import {
  COMMENT_AUTHOR_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '#common/content-limits';
import { messages } from '#common/messages';

export const COMMENT_SUCCESS_BANNER_MS = 5000;

/**
 * The browser's instant check of the comment and contact forms: the same rules and messages as
 * the server's zod schemas (common/schemas.ts, which stay the rule that counts), without
 * shipping zod to content pages. A unit test keeps the two in step.
 */

/** zod's default e-mail pattern. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= CONTACT_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export interface CommentFields {
  author: string;
  email: string;
  content: string;
}

/** docs/product.md#visitor-input-rules, in its order: all fields, then name, e-mail and comment length. */
export function commentProblem({ author, email, content }: CommentFields): string | null {
  const [name, text] = [author.trim(), content.trim()];
  if (!name || !email.trim() || !text) return messages.allFieldsRequired;
  if (name.length > COMMENT_AUTHOR_MAX_LENGTH) return messages.nameTooLong;
  if (!isEmail(email)) return messages.invalidEmail;
  if (text.length < COMMENT_MIN_LENGTH) return messages.commentTooShort;
  if (text.length > COMMENT_MAX_LENGTH) return messages.commentTooLong;
  return null;
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export function contactProblem({ name, email, message }: ContactFields): string | null {
  const [who, text] = [name.trim(), message.trim()];
  if (!who || !email.trim() || !text) return messages.allFieldsRequired;
  if (who.length > CONTACT_NAME_MAX_LENGTH) return messages.contactNameTooLong;
  if (!isEmail(email)) return messages.invalidEmail;
  if (text.length > CONTACT_MESSAGE_MAX_LENGTH) return messages.contactMessageTooLong;
  return null;
}
