import {
  COMMENT_AUTHOR_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '#common/content-limits.ts';
import { messages } from '#common/messages.ts';
import { characterCount } from '#common/text-rules.ts';

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
  return characterCount(email) <= CONTACT_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** A length a field must keep to, and what the visitor is told otherwise. */
interface Limit {
  length: number;
  message: string;
}

/**
 * docs/product.md#visitor-input-rules, in its order, for either form: all fields, then the
 * name's length, the e-mail, the text's length.
 */
function visitorProblem(
  [name, email, text]: [string, string, string],
  limits: { name: Limit; textMin?: Limit; textMax: Limit },
): string | null {
  const [who, words] = [name.trim(), text.trim()];
  if (!who || !email.trim() || !words) return messages.allFieldsRequired;
  if (characterCount(who) > limits.name.length) return limits.name.message;
  if (!isEmail(email)) return messages.invalidEmail;
  const wordCount = characterCount(words);
  if (limits.textMin && wordCount < limits.textMin.length) return limits.textMin.message;
  if (wordCount > limits.textMax.length) return limits.textMax.message;
  return null;
}

export interface CommentFields {
  author: string;
  email: string;
  content: string;
}

/** The comment field each rule's message is about. */
export const COMMENT_MESSAGE_FIELDS: Readonly<Record<string, keyof CommentFields>> = {
  [messages.nameTooLong]: 'author',
  [messages.invalidEmail]: 'email',
  [messages.commentTooShort]: 'content',
  [messages.commentTooLong]: 'content',
};

export function commentProblem({ author, email, content }: CommentFields): string | null {
  return visitorProblem([author, email, content], {
    name: { length: COMMENT_AUTHOR_MAX_LENGTH, message: messages.nameTooLong },
    textMin: { length: COMMENT_MIN_LENGTH, message: messages.commentTooShort },
    textMax: { length: COMMENT_MAX_LENGTH, message: messages.commentTooLong },
  });
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

/** The contact field each rule's message is about. */
export const CONTACT_MESSAGE_FIELDS: Readonly<Record<string, keyof ContactFields>> = {
  [messages.contactNameTooLong]: 'name',
  [messages.invalidEmail]: 'email',
  [messages.contactMessageTooLong]: 'message',
};

export function contactProblem({ name, email, message }: ContactFields): string | null {
  return visitorProblem([name, email, message], {
    name: { length: CONTACT_NAME_MAX_LENGTH, message: messages.contactNameTooLong },
    textMax: { length: CONTACT_MESSAGE_MAX_LENGTH, message: messages.contactMessageTooLong },
  });
}
