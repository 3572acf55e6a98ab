import { describe, expect, it } from 'vitest';
import { samplePosts } from './sample-content';
import { sanitizePostHtml } from './sanitize-post-html';

describe('sanitizePostHtml', () => {
  it('keeps the structure articles use', () => {
    const html =
      '<h2>A</h2><h3>B</h3><p><strong>s</strong> <em>e</em> <code>c</code></p><ul><li>1</li></ul>' +
      '<ol><li>2</li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code class="language-ts">let a = 1;</code></pre>' +
      '<p><a href="https://example.com">x</a> <a href="/blog/y">y</a> <a href="mailto:a@b.c">m</a></p>' +
      '<img src="/images/blog/a.svg" alt="A" />';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: URLs and unknown classes', () => {
    expect(
      sanitizePostHtml(
        '<p onclick="x()" style="color:red">t<script>alert(1)</script></p>' +
          '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a>' +
          '<img src="javascript:alert(1)" onerror="y()"><iframe src="https://e.x"></iframe>' +
          '<code class="language-js hacked">c</code><style>*{}</style>',
      ),
    ).toBe('<p>t</p><a>j</a><a>k</a><img /><code class="language-js">c</code>');
  });

  it('leaves every sample post readable (only entities may change form)', () => {
    for (const post of samplePosts) {
      const clean = sanitizePostHtml(post.content);
      expect(clean.replaceAll('\u00a0', '&nbsp;'), post.slug).toBe(post.content);
    }
  });
});
