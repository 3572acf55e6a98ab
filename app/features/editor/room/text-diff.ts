import type * as Y from 'yjs';

/**
 * Turns `next` into a minimal edit of a shared text (one delete + one insert between the common
 * prefix and suffix), so a concurrent edit elsewhere in the text survives the merge; replacing
 * the whole text would drop it.
 */
export function applyTextDiff(text: Y.Text, next: string): void {
  const current = text.toJSON();
  if (current === next) return;
  let start = 0;
  const max = Math.min(current.length, next.length);
  while (start < max && current[start] === next[start]) start += 1;
  let end = 0;
  while (end < max - start && current[current.length - 1 - end] === next[next.length - 1 - end]) {
    end += 1;
  }
  const removed = current.length - start - end;
  const inserted = next.slice(start, next.length - end);
  const edit = () => {
    if (removed > 0) text.delete(start, removed);
    if (inserted) text.insert(start, inserted);
  };
  if (text.doc) text.doc.transact(edit);
  else edit();
}
