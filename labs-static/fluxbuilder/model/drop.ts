/**
 * The insertion point (0..n) for a pointer at `y`, given each block's vertical middle in page
 * order: before the first block whose middle is below the pointer.
 */
export function insertionIndex(middles: readonly number[], y: number): number {
  const index = middles.findIndex((middle) => y < middle);
  return index < 0 ? middles.length : index;
}
