import { z } from './zod';
import {
  API_ID_MAX_LENGTH,
  COMMENT_AUTHOR_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from './content-limits';
import { messages } from './messages';
import { containsNul, NUL_TEXT_MESSAGE } from './text-rules';

/**
 * Visitor input as the server checks it (the rule that counts); the browser checks the same
 * rules without zod (app/lib/visitor-input.ts). Messages are the words of
 * docs/product.md#visitor-input-rules; they live in ./messages so browser code can use them
 * without zod. Lengths count code points (common/text-rules.ts).
 */
export { messages };

export { containsNul, NUL_TEXT_MESSAGE };

/**
 * An id or slug from a URL. One that cannot exist (empty, too long, or carrying a NUL byte
 * PostgreSQL would reject) is simply not found, without asking the database.
 */
export function isPossibleKey(value: unknown, maxLength = API_ID_MAX_LENGTH): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= maxLength &&
    !containsNul(value)
  );
}

const requiredText = z
  .string({ error: messages.allFieldsRequired })
  .trim()
  .min(1, messages.allFieldsRequired)
  .refine((text) => !containsNul(text), NUL_TEXT_MESSAGE);

const email = (max: number) =>
  requiredText.max(max, messages.invalidEmail).pipe(z.email({ error: messages.invalidEmail }));

export const commentInputSchema = z.object({
  // No length rule here: a slug too long to exist is 'Post not found' (server/content).
  postSlug: requiredText,
  author: requiredText.max(COMMENT_AUTHOR_MAX_LENGTH, messages.nameTooLong),
  email: email(CONTACT_EMAIL_MAX_LENGTH),
  content: requiredText
    .min(COMMENT_MIN_LENGTH, messages.commentTooShort)
    .max(COMMENT_MAX_LENGTH, messages.commentTooLong),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const contactInputSchema = z.object({
  name: requiredText.max(CONTACT_NAME_MAX_LENGTH, messages.contactNameTooLong),
  email: email(CONTACT_EMAIL_MAX_LENGTH),
  message: requiredText.max(CONTACT_MESSAGE_MAX_LENGTH, messages.contactMessageTooLong),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/**
 * The first message of a failed parse. "All fields are required" wins when any field is
 * missing, as docs/product.md orders the checks.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issues = error.issues;
  const missing = issues.find((issue) => issue.message === messages.allFieldsRequired);
  return (missing ?? issues[0])?.message ?? 'Invalid input';
}
