import { describe, expect, it } from 'vitest';
import { importFailureMessage, readImportedFiles, type ImportSource } from './read-files';
import { zipEntries } from './zip';

const textFile = (name: string, text: string, relative = ''): ImportSource => ({
  name,
  webkitRelativePath: relative,
  text: () => Promise.resolve(text),
  arrayBuffer: () => Promise.resolve(new TextEncoder().encode(text).buffer),
});

const brokenFile = (name: string): ImportSource => ({
  name,
  text: () => Promise.reject(new Error('NotReadableError')),
  arrayBuffer: () => Promise.reject(new Error('NotReadableError')),
});

describe('readImportedFiles', () => {
  it('imports the readable files and reports the unreadable one', async () => {
    const result = await readImportedFiles([
      textFile('a.js', 'a'),
      brokenFile('bad.css'),
      textFile('b.md', 'b', 'docs/b.md'),
    ]);
    expect(result.files).toEqual([
      { path: 'a.js', text: 'a' },
      { path: 'docs/b.md', text: 'b' },
    ]);
    expect(result.failed).toEqual(['bad.css']);
    expect(importFailureMessage(result.failed)).toBe(
      'Could not read file: bad.css. The other files were imported.',
    );
    expect(importFailureMessage([])).toBeNull();
  });

  it('expands a zip archive when asked', async () => {
    const bytes = zipEntries([
      { path: 'x.js', text: 'x' },
      { path: 'dir/y.css', text: 'y' },
    ]);
    const archive: ImportSource = {
      name: 'editor-files.zip',
      text: () => Promise.resolve(''),
      arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
    };
    const result = await readImportedFiles([archive], { expandZip: true });
    expect(result.files.map((file) => file.path).sort()).toEqual(['dir/y.css', 'x.js']);
  });
});
