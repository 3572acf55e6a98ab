/**
 * Rules for any text a visitor sends, shared by the server's schemas and the browser's checks
 * (no zod here, so browser code can take them for free).
 */

/**
 * How many characters a text has, as every length limit counts them: Unicode code points, as
 * zod does on the server (an emoji is one character, not two UTF-16 units). The browser's
 * checks and counters use this too, so they agree with the server on any text.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

/** PostgreSQL cannot store a NUL character in text, so no stored input may carry one. */
export const containsNul = (text: string) => text.includes('\u0000');
