import { FLUX_MAX_BLOCKS } from '../../shared/constants';
import type { Block, FluxDocument } from './blocks';

/**
 * Every change to the page is a pure function from one document to the next, which makes undo
 * and redo a matter of keeping the old documents.
 */

export const emptyDocument = (): FluxDocument => ({ title: 'My page', blocks: [] });

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length, index));

export function indexOfBlock(doc: FluxDocument, id: string): number {
  return doc.blocks.findIndex((block) => block.id === id);
}

/** Inserts before `index` (clamped); a full page is returned unchanged. */
export function insertBlock(doc: FluxDocument, block: Block, index: number): FluxDocument {
  if (doc.blocks.length >= FLUX_MAX_BLOCKS) return doc;
  const blocks = [...doc.blocks];
  blocks.splice(clampIndex(index, blocks.length), 0, block);
  return { ...doc, blocks };
}

/** Moves a block so that it ends up at position `to` (clamped). */
export function moveBlock(doc: FluxDocument, id: string, to: number): FluxDocument {
  const from = indexOfBlock(doc, id);
  if (from < 0) return doc;
  const target = clampIndex(to, doc.blocks.length - 1);
  if (target === from) return doc;
  const blocks = [...doc.blocks];
  const [block] = blocks.splice(from, 1);
  blocks.splice(target, 0, block!);
  return { ...doc, blocks };
}

/**
 * A drop between blocks is an insertion point (0..n) counted before the dragged block leaves
 * its place; this turns it into the block's final position.
 */
export function dropToPosition(insertionPoint: number, from: number): number {
  return insertionPoint > from ? insertionPoint - 1 : insertionPoint;
}

export function updateBlock<T extends Block>(
  doc: FluxDocument,
  id: string,
  patch: Partial<Omit<T, 'id' | 'type'>>,
): FluxDocument {
  return {
    ...doc,
    blocks: doc.blocks.map((block) => (block.id === id ? { ...block, ...patch } : block)),
  };
}

export function removeBlock(doc: FluxDocument, id: string): FluxDocument {
  return { ...doc, blocks: doc.blocks.filter((block) => block.id !== id) };
}

/** A copy placed right after the original, with its own id. */
export function duplicateBlock(doc: FluxDocument, id: string, newId: string): FluxDocument {
  const index = indexOfBlock(doc, id);
  if (index < 0) return doc;
  const copy = structuredClone(doc.blocks[index]!);
  copy.id = newId;
  return insertBlock(doc, copy, index + 1);
}

export function setTitle(doc: FluxDocument, title: string): FluxDocument {
  return { ...doc, title };
}
