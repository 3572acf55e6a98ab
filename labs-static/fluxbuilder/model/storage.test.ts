import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlock, PALETTE } from './blocks';
import { parseDocument } from './storage';

describe('parseDocument', () => {
  it('reads back whatever the builder saved', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PALETTE.map((entry) => entry.type)), { maxLength: 20 }),
        fc.string(),
        (types, title) => {
          const doc = { title, blocks: types.map((type, i) => createBlock(type, `id${i}`)) };
          expect(parseDocument(JSON.stringify(doc))).toEqual(doc);
        },
      ),
    );
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{"blocks": "nope"}',
    '{"blocks": [{"id": "a", "type": "marquee"}]}',
    '{"blocks": [{"id": "a", "type": "heading", "text": "x", "level": 7, "align": "left"}]}',
    '{"blocks": [{"id": "a", "type": "divider"}, {"id": "a", "type": "divider"}]}',
    '{"blocks": [{"id": "a", "type": "columns", "columns": ["only one"]}]}',
  ])('rejects %j', (text) => {
    expect(parseDocument(text)).toBeNull();
  });
});
