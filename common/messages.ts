import {
  COMMENT_AUTHOR_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from './content-limits';

/**
 * Visitor-facing validation and status messages (docs/product.md, the words where it of docs/product.md#visitor-input-rules gives them).
 * Kept free of zod so browser code can show them without shipping the schema library.
 */
export const messages = {
  allFieldsRequired: 'All fields are required',
  commentTooShort: `Comment must be at least ${COMMENT_MIN_LENGTH} characters long`,
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters long`,
  nameTooLong: `Name must be at most ${COMMENT_AUTHOR_MAX_LENGTH} characters long`,
  invalidEmail: 'Please enter a valid email address',
  commentFailed: 'Failed to submit comment. Please try again.',
  commentPosted: 'Comment posted successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  contactSent: 'Message sent successfully!',
  postNotFound: 'Post not found',
  contactNameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters long`,
  contactMessageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`,
  formUnavailable: 'This form could not load. Please reload the page to try again.',
} as const;
