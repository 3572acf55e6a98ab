import { describe, expect, it } from 'vitest';
import {
  closeFile,
  defaultFiles,
  defaultNameFor,
  importIntoFiles,
  makeFile,
  parseStoredFiles,
  renameError,
  renameFile,
  uniqueName,
} from './files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('default files', () => {
  it('are index.html, styles.css and main.js with uuid ids, clean, index.html active', () => {
    const state = defaultFiles();
    expect(state.files.map((file) => [file.name, file.language, file.dirty])).toEqual([
      ['index.html', 'html', false],
      ['styles.css', 'css', false],
      ['main.js', 'javascript', false],
    ]);
    for (const file of state.files) expect(file.id).toMatch(UUID);
    expect(new Set(state.files.map((file) => file.id)).size).toBe(3);
    expect(state.activeId).toBe(state.files[0]?.id);
  });
});

describe('default names', () => {
  it('picks the first free name per type', () => {
    const files = [makeFile('script.js'), makeFile('script-2.js')];
    expect(defaultNameFor('js', files)).toBe('script-3.js');
    expect(defaultNameFor('py', files)).toBe('main.py');
    expect(defaultNameFor('md', [])).toBe('README.md');
    expect(uniqueName('notes', '', ['notes'])).toBe('notes-2');
  });
});

describe('rename rules', () => {
  const files = [makeFile('index.html'), makeFile('main.js')];
  const [html] = files;

  it('refuses empty and duplicate names, allows the same and new names', () => {
    expect(renameError(files, html!.id, '')).toBe('A file name cannot be empty.');
    expect(renameError(files, html!.id, 'main.js')).toBe('A file named "main.js" already exists.');
    expect(renameError(files, html!.id, 'a/b.js')).toBe('A file name cannot contain slashes.');
    expect(renameError(files, html!.id, 'index.html')).toBeNull();
    expect(renameError(files, html!.id, 'home.html')).toBeNull();
  });

  it('updates the language with the name', () => {
    const renamed = renameFile(files, html!.id, 'app.ts');
    expect(renamed[0]).toMatchObject({ id: html!.id, name: 'app.ts', language: 'typescript' });
    expect(renamed[1]).toBe(files[1]);
  });
});

describe('closing tabs', () => {
  const a = makeFile('a.js');
  const b = makeFile('b.js');
  const c = makeFile('c.js');
  const files = [a, b, c];

  it('selects the previous tab when the active one closes', () => {
    expect(closeFile({ files, activeId: c.id }, c.id)).toEqual({ files: [a, b], activeId: b.id });
    expect(closeFile({ files, activeId: b.id }, b.id).activeId).toBe(a.id);
  });

  it('selects the first tab when the first active one closes, none when nothing is left', () => {
    expect(closeFile({ files, activeId: a.id }, a.id).activeId).toBe(b.id);
    expect(closeFile({ files: [a], activeId: a.id }, a.id)).toEqual({ files: [], activeId: null });
  });

  it('keeps the active tab when another one closes', () => {
    expect(closeFile({ files, activeId: a.id }, c.id)).toEqual({ files: [a, b], activeId: a.id });
  });
});

describe('importing', () => {
  it('adds new files, replaces same-named ones and activates the last', () => {
    const start = defaultFiles();
    const result = importIntoFiles(start, [
      { path: 'main.js', text: 'new' },
      { path: 'lib/util.py', text: 'x = 1' },
    ]);
    expect(result.files.map((file) => file.name)).toEqual([
      'index.html',
      'styles.css',
      'main.js',
      'util.py',
    ]);
    expect(result.files[2]).toMatchObject({ value: 'new', dirty: false, id: start.files[2]!.id });
    expect(result.files[3]).toMatchObject({ language: 'python', value: 'x = 1', dirty: false });
    expect(result.activeId).toBe(result.files[3]!.id);
  });
});

describe('stored files', () => {
  it('accepts well-formed lists and rejects others', () => {
    const files = defaultFiles().files;
    expect(parseStoredFiles(JSON.parse(JSON.stringify(files)))).toEqual(files);
    expect(parseStoredFiles({})).toBeNull();
    expect(parseStoredFiles([{ id: 1, name: 'x', value: '' }])).toBeNull();
  });
});
