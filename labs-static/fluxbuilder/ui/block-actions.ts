import { blockLabel } from '../model/blocks';
import { duplicateBlock, indexOfBlock, removeBlock } from '../model/document';
import { newBlockId, type Store } from './store';

/** Duplicate and delete, shared by the inspector's buttons and the keyboard shortcuts. */
export function duplicate(store: Store, id: string, announce: (text: string) => void): void {
  const block = store.doc.blocks.find((candidate) => candidate.id === id);
  if (!block) return;
  const copyId = newBlockId();
  store.apply(duplicateBlock(store.doc, id, copyId), { select: copyId });
  announce(`Duplicated the ${blockLabel(block.type)} block.`);
}

/** Deletes a block; returns its former position so focus can stay nearby. */
export function remove(store: Store, id: string, announce: (text: string) => void): number {
  const index = indexOfBlock(store.doc, id);
  const block = store.doc.blocks[index];
  if (!block) return -1;
  store.apply(removeBlock(store.doc, id), { select: null });
  announce(`Deleted the ${blockLabel(block.type)} block. Undo brings it back.`);
  return index;
}
