import { describe, expect, it } from 'vitest';
import { formatPostFile, parsePostFile, PostFileError, slugOfFileName } from './post-file';

const file = `---
title: "Hello: World"
date: 2025-06-12
categories: [TypeScript, javascript]
tags: [a, b]
---

Body with **Markdown**.
`;

describe('post files', () => {
  it('reads front matter as data with defaults, and the body', () => {
    expect(parsePostFile('hello-world', file)).toEqual({
      slug: 'hello-world',
      title: 'Hello: World',
      date: '2025-06-12T00:00:00.000Z',
      categories: ['TypeScript', 'javascript'],
      tags: ['a', 'b'],
      excerpt: '',
      featured: false,
      cover: '',
      draft: false,
      markdown: 'Body with **Markdown**.',
    });
  });

  it('writes what it reads back the same', () => {
    const post = parsePostFile('hello-world', file);
    const written = formatPostFile(post);
    expect(parsePostFile('hello-world', written)).toEqual(post);
    expect(formatPostFile(parsePostFile('hello-world', written))).toBe(written);
    expect(written).toContain('date: 2025-06-12\n');
  });

  it('keeps a full timestamp and reads Windows line ends', () => {
    const post = parsePostFile(
      'x',
      file.replace('2025-06-12', '2025-06-12T10:30:00Z').replaceAll('\n', '\r\n'),
    );
    expect(post.date).toBe('2025-06-12T10:30:00.000Z');
    expect(post.markdown).toBe('Body with **Markdown**.');
    expect(formatPostFile(post)).toContain('date: 2025-06-12T10:30:00.000Z');
  });

  it('never runs code: no ---js block, no tag that builds objects', () => {
    expect(() => parsePostFile('x', '---js\nglobalThis.ran = 1\n---\n')).toThrow(PostFileError);
    expect(() =>
      parsePostFile(
        'x',
        '---\ntitle: !!js/function "function () { globalThis.ran = 1 }"\ndate: 2025-01-01\ncategories: [A]\n---\n',
      ),
    ).not.toThrow();
    expect((globalThis as { ran?: number }).ran).toBeUndefined();
  });

  it('refuses bad front matter with every field named', () => {
    const attempt = (text: string) => {
      try {
        parsePostFile('x', text);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(attempt('no front matter')).toContain('YAML front matter');
    expect(attempt('---\ntitle: [unclosed\n---\n')).toContain('not valid YAML');
    expect(attempt('---\ntitle: T\ndate: 2025-02-30\ncategories: []\n---\n')).toBe(
      'Date must be an ISO date, e.g. 2025-06-12; Categories needs at least one entry (the main one)',
    );
    expect(attempt('---\ntitle: T\ndate: 2025-01-01\ncategories: [A]\ncolour: red\n---\n')).toBe(
      'Unknown field: colour',
    );
    expect(
      attempt('---\ntitle: T\ndate: 2025-01-01\ncategories: [A]\ncover: javascript:x\n---\n'),
    ).toBe('Cover must be an http or https address, or a path on this site');
  });

  it('takes the slug from a file name that is one', () => {
    expect(slugOfFileName('hello-world.md')).toBe('hello-world');
    expect(slugOfFileName('Hello World.md')).toBeNull();
    expect(slugOfFileName('notes.txt')).toBeNull();
  });
});
