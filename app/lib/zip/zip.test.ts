import { describe, expect, it } from 'vitest';
import { normalizeZipPath, unzipEntries, zipEntries } from './zip';

describe('zip', () => {
  it('round-trips text files with folders and non-ASCII text', () => {
    const files = [
      { path: 'index.html', text: '<h1>Héllo ✓</h1>' },
      { path: 'src/app/main.js', text: 'console.log("hi");\n' },
      { path: 'empty.txt', text: '' },
    ];
    const back = unzipEntries(zipEntries(files));
    expect(back.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...files].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('keeps archive paths inside the root', () => {
    expect(normalizeZipPath('/../a/./b\\c.js')).toBe('a/b/c.js');
    expect(normalizeZipPath('..')).toBe('');
  });

  it('rejects bytes that are not an archive', () => {
    expect(() => unzipEntries(new Uint8Array([1, 2, 3, 4]))).toThrow();
  });
});
