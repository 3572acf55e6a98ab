/**
 * The heading being read: the last one whose top has scrolled above `offset` (just below the
 * sticky navigation). Before the first heading, the first one; at the very end of the page the
 * last one (a short last section never reaches the top); `null` when there are none. `tops` are
 * viewport positions, in document order.
 */
export function activeHeadingId(
  tops: readonly { id: string; top: number }[],
  offset: number,
  atPageEnd = false,
): string | null {
  if (atPageEnd && tops.length > 0) return tops.at(-1)?.id ?? null;
  let active = tops[0]?.id ?? null;
  for (const { id, top } of tops) {
    if (top > offset) break;
    active = id;
  }
  return active;
}
