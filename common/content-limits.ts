/**
 * Limits on content that the browser checks as a courtesy and the server enforces: page sizes,
 * identifiers, comments and contact messages (docs/product.md#visitor-input-rules).
 */

export const BLOG_PAGE_SIZE = 9;

export const BLOG_MAX_PAGE_SIZE = 50;

export const COMMENT_MIN_LENGTH = 10;

export const COMMENT_MAX_LENGTH = 1000;

export const COMMENT_AUTHOR_MAX_LENGTH = 100;

/** docs/product.md only says "required" for the contact fields; these are sensible maxima. */
export const CONTACT_NAME_MAX_LENGTH = 100;

export const CONTACT_EMAIL_MAX_LENGTH = 254;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const API_ID_MAX_LENGTH = 200;

export const SLUG_MAX_LENGTH = 200;

/** A post's Markdown source (about 15,000 words): it must fit the API's 100 kB JSON body. */
export const POST_MARKDOWN_MAX_LENGTH = 90_000;
