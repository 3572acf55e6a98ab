import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlock, type Block, type FluxDocument } from './blocks';
import { escapeHtml, safeImageUrl, safeLinkUrl } from './escape';
import { blockToHtml, exportHtml } from './export';

const doc = (...blocks: Block[]): FluxDocument => ({ title: 'Test', blocks });

describe('escapeHtml', () => {
  it('leaves no markup characters in any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        // Decoding gives back exactly what was typed.
        const decoded = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(decoded).toBe(text);
      }),
    );
  });
});

describe('exportHtml', () => {
  const attack = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

  it('escapes typed text in every block and in the title', () => {
    const blocks: Block[] = [
      { ...createBlock('heading', 'a'), text: attack } as Block,
      { ...createBlock('text', 'b'), text: attack } as Block,
      { ...createBlock('button', 'c'), label: attack, href: attack } as Block,
      { ...createBlock('image', 'd'), alt: attack, caption: attack } as Block,
      { ...createBlock('columns', 'e'), columns: [attack, attack] } as Block,
      { ...createBlock('list', 'f'), items: [attack] } as Block,
    ];
    const html = exportHtml({ title: attack, blocks });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
  });

  it('produces a standalone document with the inlined styles and no script', () => {
    const html = exportHtml(doc(createBlock('divider', 'x')));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<style>');
    expect(html).toContain('.fx-columns');
    expect(html).toContain('<hr class="fx-divider">');
    expect(html).not.toMatch(/<script|<link/);
  });

  it('keeps line breaks, heading levels, alignment and list kinds', () => {
    expect(blockToHtml({ id: 't', type: 'text', text: 'a\nb', align: 'center' })).toBe(
      '<p class="fx-align-center">a<br>b</p>',
    );
    expect(blockToHtml({ id: 'h', type: 'heading', text: 'Hi', level: 3, align: 'left' })).toBe(
      '<h3>Hi</h3>',
    );
    expect(blockToHtml({ id: 'l', type: 'list', items: ['a', 'b'], ordered: true })).toBe(
      '<ol class="fx-list"><li>a</li><li>b</li></ol>',
    );
  });
});

describe('safe URLs', () => {
  it.each([
    'https://example.com',
    'http://a.b/c?d#e',
    'mailto:me@example.com',
    'tel:+351',
    '#contact',
    '/about',
    './x',
    'page.html',
  ])('keeps the link %s', (url) => expect(safeLinkUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    '',
  ])('replaces the link %j with #', (url) => expect(safeLinkUrl(url)).toBe('#'));

  it('accepts image data URLs but not scripts', () => {
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('javascript:alert(1)')).toBe('');
    expect(safeImageUrl('data:text/html,x')).toBe('');
  });
});
