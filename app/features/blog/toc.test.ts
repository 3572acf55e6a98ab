import { describe, expect, it } from 'vitest';
import { headingSlug, withTableOfContents } from './toc';

describe('withTableOfContents', () => {
  it('lists h2 and h3 in order and gives each an id', () => {
    const { html, toc } = withTableOfContents(
      '<h2>Getting started</h2><p>x</p><h3>Install <code>shiki</code></h3><h4>Skipped</h4><h2>Wrap up</h2>',
    );
    expect(toc).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'install-shiki', text: 'Install shiki', level: 3 },
      { id: 'wrap-up', text: 'Wrap up', level: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="getting-started">Getting started</h2><p>x</p><h3 id="install-shiki">Install <code>shiki</code></h3><h4>Skipped</h4><h2 id="wrap-up">Wrap up</h2>',
    );
  });

  it('keeps ids unique when headings repeat', () => {
    const { toc } = withTableOfContents('<h2>Notes</h2><h3>Notes</h3><h2>Notes</h2>');
    expect(toc.map((entry) => entry.id)).toEqual(['notes', 'notes-2', 'notes-3']);
  });

  it('skips a suffix a heading of its own already took', () => {
    const { toc } = withTableOfContents(
      '<h2>Notes 2</h2><h2>Notes</h2><h2>Notes</h2><h2>Notes</h2><h2>Notes 3</h2>',
    );
    expect(toc.map((entry) => entry.id)).toEqual([
      'notes-2',
      'notes',
      'notes-3',
      'notes-4',
      'notes-3-2',
    ]);
  });

  it('replaces attributes a heading already had, so every id is ours', () => {
    const { html } = withTableOfContents('<h2 class="x" id="evil">A &amp; B</h2>');
    expect(html).toBe('<h2 id="a-b">A &amp; B</h2>');
  });

  it('gives an empty contents list for an article without headings', () => {
    expect(withTableOfContents('<p>Only text</p>').toc).toEqual([]);
  });
});

describe('headingSlug', () => {
  it('makes a lowercase, hyphenated id with a fallback for symbols only', () => {
    expect(headingSlug('Why `satisfies`?')).toBe('why-satisfies');
    expect(headingSlug('Café au lait')).toBe('cafe-au-lait');
    expect(headingSlug('???')).toBe('section');
  });
});
