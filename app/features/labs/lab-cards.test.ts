import { describe, expect, it } from 'vitest';
import { LAB_CARDS } from './lab-cards';

const LAB_CARD_COUNT = 6;

describe('LAB_CARDS', () => {
  it('has the six cards of docs/product.md, each complete and linking to its lab', () => {
    expect(LAB_CARDS).toHaveLength(LAB_CARD_COUNT);
    expect(LAB_CARDS.map((card) => card.to)).toEqual([
      '/fluxbuilder',
      '/algo',
      '/collab',
      '/whiteboard',
      '/editor',
      '/ide',
    ]);
    for (const card of LAB_CARDS) {
      expect(card.title && card.desc && card.scope).toBeTruthy();
    }
  });
});
