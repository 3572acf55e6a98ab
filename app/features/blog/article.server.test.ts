import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#common/types.ts';
import { renderArticle } from './article.server';

const post = (content: string, updatedAt = '2025-01-01T00:00:00.000Z'): BlogPost => ({
  _id: `p-${content.length}`,
  id: 'p',
  title: 'T',
  excerpt: '',
  category: 'React',
  date: '2025-01-01T00:00:00.000Z',
  image: '',
  slug: 'p',
  url: '/blog/p',
  categories: [],
  featured: false,
  content,
  author: 'A',
  updatedAt,
  tags: [],
});

describe('renderArticle', () => {
  it('sanitises, adds heading ids, highlights code and measures the text', async () => {
    const rendered = await renderArticle(
      post(
        '<h2 onclick="x()">Intro</h2><script>alert(1)</script><p>one two three</p><pre><code class="language-js">let a = 1;</code></pre>',
      ),
    );
    expect(rendered.html).toContain('<h2 id="intro">Intro</h2>');
    expect(rendered.html).not.toMatch(/script|onclick/);
    expect(rendered.html).toContain('class="shiki');
    expect(rendered.toc).toEqual([{ id: 'intro', text: 'Intro', level: 2 }]);
    expect(rendered.wordCount).toBe(8);
    expect(rendered.readingMinutes).toBe(1);
  });

  it('renders a new version of a post again', async () => {
    const first = await renderArticle(post('<p>old</p>', '2025-01-01T00:00:00.000Z'));
    const second = await renderArticle(post('<p>new</p>', '2025-01-02T00:00:00.000Z'));
    expect(first.html).toBe('<p>old</p>');
    expect(second.html).toBe('<p>new</p>');
  });
});
