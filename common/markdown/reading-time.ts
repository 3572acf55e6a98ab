export const READING_WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** docs/product.md#business-constants: words divided by 200, rounded up, in minutes (at least 1 for any article). */
export function minutesForWords(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
