import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedBlackTree } from './rbtree';
import { allHold, checkInvariants } from './rbtree-invariants';
import { layoutTree } from './rbtree-layout';
import { countNodes, inOrderKeys } from './rbtree-types';
import { RBTREE_NODE_RADIUS_PX, RBTREE_V_SPACING_PX } from '../../shared/constants';

const operations = fc.array(
  fc.record({ insert: fc.boolean(), key: fc.integer({ min: 0, max: 40 }) }),
  { maxLength: 120 },
);

describe('RedBlackTree', () => {
  it('keeps every invariant and the same keys as a Set after any inserts and deletes', () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const tree = new RedBlackTree();
        const reference = new Set<number>();
        for (const { insert, key } of ops) {
          const steps = insert ? tree.insert(key) : tree.delete(key);
          if (insert) reference.add(key);
          else reference.delete(key);
          const snapshot = tree.snapshot();
          expect(allHold(checkInvariants(snapshot))).toBe(true);
          expect(inOrderKeys(snapshot)).toEqual([...reference].sort((a, b) => a - b));
          expect(tree.size).toBe(reference.size);
          // The replay ends on the tree as it now is, and never breaks search order mid-way.
          expect(steps.at(-1)?.tree).toEqual(snapshot);
          for (const step of steps) expect(checkInvariants(step.tree).searchOrder).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('records the recolouring and rotation of a sorted insert', () => {
    const tree = new RedBlackTree();
    tree.insert(1);
    tree.insert(2);
    const kinds = tree.insert(3).map((step) => step.kind);
    expect(kinds).toEqual(['compare', 'compare', 'insert', 'recolor', 'rotate-left']);
    expect(tree.snapshot()).toMatchObject({
      key: 2,
      color: 'black',
      left: { key: 1 },
      right: { key: 3 },
    });
  });

  it('reports duplicates and missing keys without changing the tree', () => {
    const tree = new RedBlackTree();
    tree.insert(5);
    expect(tree.insert(5).at(-1)?.kind).toBe('duplicate');
    expect(tree.delete(7).at(-1)?.kind).toBe('not-found');
    expect(tree.size).toBe(1);
  });

  it('search highlights the path from the root', () => {
    const tree = new RedBlackTree();
    [10, 5, 15, 3].forEach((key) => tree.insert(key));
    expect(tree.search(3)).toMatchObject({ found: true, path: [10, 5, 3] });
    expect(tree.search(12)).toMatchObject({ found: false, path: [10, 15] });
  });

  it('stays shallow: height at most 2 log2(n + 1)', () => {
    const tree = new RedBlackTree();
    for (let key = 0; key < 63; key++) tree.insert(key);
    const height = Math.max(...layoutTree(tree.snapshot()).nodes.map((node) => node.y));
    const levels = Math.round(height / RBTREE_V_SPACING_PX) + 1;
    expect(levels).toBeLessThanOrEqual(2 * Math.log2(64));
    expect(countNodes(tree.snapshot())).toBe(63);
  });
});

describe('layoutTree', () => {
  it('never overlaps nodes and keeps parents between their children', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), (keys) => {
        const tree = new RedBlackTree();
        keys.forEach((key) => tree.insert(key));
        const { nodes } = layoutTree(tree.snapshot());
        for (const a of nodes) {
          for (const b of nodes) {
            if (a === b) continue;
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * RBTREE_NODE_RADIUS_PX);
          }
          const parent = nodes.find((node) => node.key === a.parentKey);
          if (parent) expect(a.x < parent.x).toBe(a.key < parent.key);
        }
      }),
    );
  });
});
