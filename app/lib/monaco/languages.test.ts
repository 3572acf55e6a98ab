import { describe, expect, it } from 'vitest';
import { extensionOf, languageFromName, languageLabel, NEW_FILE_TYPES } from './languages';

describe('languageFromName', () => {
  it.each([
    ['a.js', 'javascript'],
    ['a.ts', 'typescript'],
    ['a.html', 'html'],
    ['a.css', 'css'],
    ['a.json', 'json'],
    ['a.md', 'markdown'],
    ['a.py', 'python'],
    ['a.java', 'java'],
    ['a.c', 'c'],
    ['a.cpp', 'cpp'],
    ['a.go', 'go'],
    ['a.rs', 'rust'],
    ['a.yml', 'yaml'],
    ['a.xml', 'xml'],
    ['a.sql', 'sql'],
  ])('%s is %s', (name, language) => {
    expect(languageFromName(name)).toBe(language);
  });

  it('covers exactly the 15 New File types of docs/product.md', () => {
    expect(NEW_FILE_TYPES.map((type) => type.ext).join(' ')).toBe(
      'js ts html css json md py java c cpp go rs yml xml sql',
    );
  });

  it('gives plaintext for unknown or missing extensions, ignoring case', () => {
    expect(languageFromName('notes.xyz')).toBe('plaintext');
    expect(languageFromName('Makefile')).toBe('plaintext');
    expect(languageFromName('.gitignore')).toBe('plaintext');
    expect(languageFromName('INDEX.HTML')).toBe('html');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });

  it('labels languages for the status line', () => {
    expect(languageLabel('javascript')).toBe('JavaScript');
    expect(languageLabel('plaintext')).toBe('Plain Text');
  });
});
