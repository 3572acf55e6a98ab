/**
 * The logo's letters for the owner's name: its first and last words' first letters ('Alex
 * Morgan' → 'AM'), so a long name still fits the mark. Shared by the app's header and the static
 * labs' one (server/labs-pages.ts).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word ? ([...word][0] ?? '') : ''))
    .join('')
    .toUpperCase();
}
