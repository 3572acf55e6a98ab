import { describe, expect, it } from 'vitest';
import { highlightCodeBlocks } from './highlight';

describe('highlightCodeBlocks', () => {
  it('highlights a known language with coloured spans and keeps the text', async () => {
    const html = await highlightCodeBlocks(
      '<p>Before</p><pre><code class="language-ts">const a: number = 1 &lt; 2 ? 1 : 0;\n</code></pre>',
    );
    expect(html.startsWith('<p>Before</p><div class="code-block"><div class="code-bar">')).toBe(
      true,
    );
    expect(html).toContain('<span class="code-lang">ts</span>');
    // The copy button, whose result is announced by a status line.
    expect(html).toContain('<button type="button" class="code-copy">Copy</button>');
    expect(html).toContain('role="status"');
    expect(html).toContain('<pre data-language="ts" class="shiki');
    expect(html).toMatch(/<span style="color:#[0-9A-F]{6}">const<\/span>/i);
    expect(html).toContain('&#x3C;');
    expect(html).not.toContain('language-ts');
  });

  it('shows unknown languages as escaped plain text', async () => {
    const html = await highlightCodeBlocks(
      '<pre><code class="language-nope">&lt;img src=x onerror=alert(1)&gt;</code></pre>',
    );
    expect(html).toContain('data-language="text"');
    expect(html).not.toContain('<img');
  });

  it('leaves HTML without code blocks untouched', async () => {
    expect(await highlightCodeBlocks('<p>No code</p>')).toBe('<p>No code</p>');
  });

  it('highlights several blocks in order', async () => {
    const html = await highlightCodeBlocks(
      '<pre><code class="language-css">a{}</code></pre><pre><code>plain</code></pre>',
    );
    expect(html.indexOf('data-language="css"')).toBeLessThan(html.indexOf('plain'));
    expect(html.match(/class="shiki/g)).toHaveLength(2);
  });
});
