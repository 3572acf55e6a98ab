import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { defaultFiles, makeFile } from '../files';
import { applyAction, fileText, isSeeded, readFiles, seedOnce } from './y-files';
import { applyTextDiff } from './text-diff';

/** Exchanges every missing update between two documents (a perfect network). */
function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe('room files in a shared document', () => {
  it('seeds once: a second seed leaves the project alone', () => {
    const doc = new Y.Doc();
    const local = defaultFiles();
    expect(seedOnce(doc, local)).toBe(true);
    expect(seedOnce(doc, { files: [makeFile('other.js')], activeId: null })).toBe(false);
    expect(readFiles(doc)).toEqual(local);
  });

  it('two visitors seeding at the same moment converge on one project, not a mix', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    seedOnce(a, { files: [makeFile('a.js', 'A')], activeId: null });
    seedOnce(b, { files: [makeFile('b.js', 'B'), makeFile('c.js')], activeId: null });
    sync(a, b);
    const names = readFiles(a)!.files.map((file) => file.name);
    expect(readFiles(b)).toEqual(readFiles(a));
    expect([['a.js'], ['b.js', 'c.js']]).toContainEqual(names);
  });

  it('a late joiner gets the current files without adding its own', () => {
    const host = new Y.Doc();
    seedOnce(host, defaultFiles());
    applyAction(host, { type: 'add', ext: 'py' });
    const joiner = new Y.Doc();
    sync(host, joiner);
    expect(isSeeded(joiner)).toBe(true);
    expect(seedOnce(joiner, { files: [makeFile('mine.js')], activeId: null })).toBe(false);
    expect(readFiles(joiner)!.files.map((file) => file.name)).toEqual([
      'index.html',
      'styles.css',
      'main.js',
      'main.py',
    ]);
  });

  it('shares adding, renaming, closing and the active file', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    seedOnce(a, defaultFiles());
    sync(a, b);
    applyAction(b, { type: 'add', ext: 'md' });
    sync(a, b);
    const added = readFiles(a)!.files[3]!;
    expect(added).toMatchObject({ name: 'README.md', language: 'markdown' });
    expect(readFiles(a)!.activeId).toBe(added.id);

    applyAction(a, { type: 'rename', id: added.id, name: 'NOTES.md' });
    applyAction(a, { type: 'close', id: readFiles(a)!.files[1]!.id });
    sync(a, b);
    expect(readFiles(b)!.files.map((file) => file.name)).toEqual([
      'index.html',
      'main.js',
      'NOTES.md',
    ]);
    applyAction(b, { type: 'close', id: added.id });
    sync(a, b);
    // Closing the active (last) tab selects the previous one, for everybody.
    expect(readFiles(a)!.activeId).toBe(readFiles(a)!.files[1]!.id);
  });

  it('keeps concurrent edits to one file from both visitors', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    seedOnce(a, { files: [makeFile('main.js', 'hello')], activeId: null });
    sync(a, b);
    const id = readFiles(a)!.files[0]!.id;
    applyAction(a, { type: 'change', id, value: 'hello world' });
    applyAction(b, { type: 'change', id, value: 'oh hello' });
    sync(a, b);
    expect(fileText(a, id)!.toJSON()).toBe('oh hello world');
    expect(fileText(b, id)!.toJSON()).toBe('oh hello world');
  });

  it('imports into the room, replacing same-named files', () => {
    const doc = new Y.Doc();
    seedOnce(doc, defaultFiles());
    applyAction(doc, {
      type: 'import',
      files: [
        { path: 'main.js', text: 'x' },
        { path: 'new.css', text: 'y' },
      ],
    });
    const state = readFiles(doc)!;
    expect(state.files.map((file) => [file.name, file.value]).slice(2)).toEqual([
      ['main.js', 'x'],
      ['new.css', 'y'],
    ]);
    expect(state.activeId).toBe(state.files[3]!.id);
  });
});

describe('applyTextDiff', () => {
  it('edits only the changed middle', () => {
    const doc = new Y.Doc();
    const text = doc.getText('t');
    text.insert(0, 'abcdef');
    applyTextDiff(text, 'abXYef');
    expect(text.toJSON()).toBe('abXYef');
    applyTextDiff(text, '');
    expect(text.toJSON()).toBe('');
    applyTextDiff(text, 'new');
    expect(text.toJSON()).toBe('new');
  });
});
