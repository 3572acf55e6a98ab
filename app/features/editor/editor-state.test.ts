import { describe, expect, it } from 'vitest';
import { editorReducer } from './editor-state';
import { defaultFiles } from './files';

describe('editorReducer', () => {
  it('adds a file with a unique default name and makes it active', () => {
    let state = editorReducer(defaultFiles(), { type: 'add', ext: 'js' });
    state = editorReducer(state, { type: 'add', ext: 'js' });
    const added = state.files.slice(3);
    expect(added.map((file) => [file.name, file.language, file.dirty])).toEqual([
      ['script.js', 'javascript', true],
      ['script-2.js', 'javascript', true],
    ]);
    expect(state.activeId).toBe(added[1]?.id);
  });

  it('marks a file dirty on change, and clean again after export', () => {
    const start = defaultFiles();
    const id = start.files[2]!.id;
    let state = editorReducer(start, { type: 'change', id, value: 'x' });
    expect(state.files[2]).toMatchObject({ value: 'x', dirty: true });
    expect(editorReducer(state, { type: 'change', id, value: 'x' })).toStrictEqual(state);
    state = editorReducer(state, { type: 'markClean', ids: 'all' });
    expect(state.files.every((file) => !file.dirty)).toBe(true);
  });

  it('ignores selecting a file that does not exist', () => {
    const start = defaultFiles();
    expect(editorReducer(start, { type: 'select', id: 'nope' })).toBe(start);
  });
});
