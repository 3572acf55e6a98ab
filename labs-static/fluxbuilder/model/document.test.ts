import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlock, PALETTE, type FluxDocument } from './blocks';
import {
  dropToPosition,
  duplicateBlock,
  emptyDocument,
  insertBlock,
  moveBlock,
  removeBlock,
  updateBlock,
} from './document';
import { FLUX_MAX_BLOCKS } from '../../shared/constants';

const ids = (doc: FluxDocument) => doc.blocks.map((block) => block.id);

function docWith(count: number): FluxDocument {
  let doc = emptyDocument();
  for (let i = 0; i < count; i++) {
    doc = insertBlock(doc, createBlock(PALETTE[i % PALETTE.length]!.type, `b${i}`), i);
  }
  return doc;
}

describe('document model', () => {
  it('adds blocks of every palette type at the given place', () => {
    let doc = emptyDocument();
    for (const { type } of PALETTE) doc = insertBlock(doc, createBlock(type, type), 0);
    expect(doc.blocks.map((block) => block.type)).toEqual(
      PALETTE.map((entry) => entry.type).reverse(),
    );
    doc = insertBlock(doc, createBlock('text', 'last'), 99);
    expect(ids(doc).at(-1)).toBe('last');
  });

  it('stops adding at the block limit', () => {
    const full = docWith(FLUX_MAX_BLOCKS);
    expect(insertBlock(full, createBlock('text', 'x'), 0)).toBe(full);
  });

  it('edits one block without touching the others or the old document', () => {
    const doc = docWith(3);
    const edited = updateBlock(doc, 'b0', { text: 'Hello' });
    expect(edited.blocks[0]).toMatchObject({ id: 'b0', type: 'heading', text: 'Hello' });
    expect(edited.blocks[1]).toBe(doc.blocks[1]);
    expect(doc.blocks[0]).not.toMatchObject({ text: 'Hello' });
  });

  it('deletes and duplicates', () => {
    const doc = docWith(3);
    expect(ids(removeBlock(doc, 'b1'))).toEqual(['b0', 'b2']);
    const copied = duplicateBlock(doc, 'b1', 'copy');
    expect(ids(copied)).toEqual(['b0', 'b1', 'copy', 'b2']);
    expect({ ...copied.blocks[2], id: 'b1' }).toEqual(doc.blocks[1]);
    expect(copied.blocks[2]).not.toBe(doc.blocks[1]);
  });

  it('moves a block to any position, keeping every other block in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.integer({ min: -2, max: 14 }),
        (count, pick, to) => {
          const doc = docWith(count);
          const id = `b${pick % count}`;
          const moved = moveBlock(doc, id, to);
          const target = Math.max(0, Math.min(count - 1, to));
          expect(ids(moved)[target]).toBe(id);
          expect(ids(moved).filter((other) => other !== id)).toEqual(
            ids(doc).filter((other) => other !== id),
          );
        },
      ),
    );
  });

  it('turns a drop point between blocks into the final position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), fc.nat(), (count, pick, point) => {
        const doc = docWith(count);
        const from = pick % count;
        const insertion = point % (count + 1);
        const moved = moveBlock(doc, `b${from}`, dropToPosition(insertion, from));
        // Same as removing the block and inserting it at the drop point of the original list.
        const expected = ids(doc);
        expected.splice(insertion, 0, `b${from}`);
        expected.splice(insertion > from ? from : from + 1, 1);
        expect(ids(moved)).toEqual(expected);
      }),
    );
  });
});
