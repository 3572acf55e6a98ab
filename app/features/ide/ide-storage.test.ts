import { describe, expect, it } from 'vitest';
import { DEFAULT_IDE_PREFS, parsePrefs, parseTree } from './ide-storage';
import { defaultProject } from './project';

describe('stored IDE data', () => {
  it('accepts a saved tree and rejects malformed ones', () => {
    const { tree } = defaultProject();
    expect(parseTree(JSON.parse(JSON.stringify(tree)))).toEqual(tree);
    expect(parseTree({ id: 'root', type: 'folder', name: 'Project' })).toBeNull();
    expect(parseTree({ id: 'x', type: 'link', name: 'y' })).toBeNull();
    expect(
      parseTree({ id: 'root', type: 'folder', name: 'P', children: [{ id: 1, type: 'file' }] }),
    ).toBeNull();
  });

  it('refuses absurdly deep trees instead of overflowing the stack', () => {
    let node: Record<string, unknown> = { id: 'leaf', type: 'file', name: 'f' };
    for (let depth = 0; depth < 100; depth += 1) {
      node = { id: `d${depth}`, type: 'folder', name: 'd', children: [node] };
    }
    expect(parseTree(node)).toBeNull();
  });

  it('reads prefs with safe defaults', () => {
    expect(parsePrefs({ split: true, theme: 'vs', expanded: ['root', 'a', 3] })).toEqual({
      split: true,
      theme: 'vs',
      expanded: ['root', 'a'],
    });
    expect(parsePrefs({ theme: 'neon' })).toEqual({ ...DEFAULT_IDE_PREFS, split: false });
    expect(parsePrefs('nope')).toBeNull();
  });
});
