import { describe, expect, it } from 'vitest';
import { absoluteUrl, blogPostingJsonLd, pageMeta } from './seo';
import type { SiteIdentity } from './site-identity';

const site: SiteIdentity = {
  name: 'Ada Lovelace',
  role: 'Analyst',
  tagline: 'Engines',
  description: 'About Ada.',
  email: 'ada@example.com',
  location: 'London',
  social: [],
  version: 'v1',
};

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  (tags as Record<string, unknown>[]).find((tag) => tag[key] === value);

describe('pageMeta', () => {
  const tags = pageMeta(site, 'Blog', 'Articles.', 'https://x.dev/blog');

  it('renders title, description, canonical, Open Graph and Twitter tags', () => {
    expect(tags[0]).toEqual({ title: `Blog | ${site.name}` });
    expect(find(tags, 'name', 'description')?.content).toBe('Articles.');
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://x.dev/blog');
    expect(find(tags, 'property', 'og:url')?.content).toBe('https://x.dev/blog');
    expect(find(tags, 'property', 'og:type')?.content).toBe('website');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
    expect(find(tags, 'name', 'referrer')).toBeUndefined();
  });

  it('adds image, article, robots and JSON-LD tags when asked', () => {
    const article = pageMeta(site, 'Post', 'About it.', 'https://x.dev/blog/p', {
      type: 'article',
      image: { url: 'https://x.dev/i.svg', alt: 'Alt', width: 1200, height: 630 },
      article: {
        publishedTime: '2025-01-01',
        modifiedTime: '2025-01-02',
        author: 'A',
        section: 'React',
        tags: ['a', 'b'],
      },
      jsonLd: { '@type': 'BlogPosting' },
      noindex: true,
      postsForms: true,
    });
    expect(find(article, 'property', 'og:type')?.content).toBe('article');
    expect(find(article, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(article, 'property', 'og:image:width')?.content).toBe('1200');
    expect(
      article.filter((tag) => 'property' in tag && tag.property === 'article:tag'),
    ).toHaveLength(2);
    expect(find(article, 'name', 'robots')?.content).toBe('noindex');
    expect(find(article, 'name', 'referrer')?.content).toBe('same-origin');
    expect(article.at(-1)).toEqual({ 'script:ld+json': { '@type': 'BlogPosting' } });
  });

  it("shows the site's card, at the profile's version, as the picture of a page without its own", () => {
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://x.dev/social/home.png?v=v1');
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    const labs = pageMeta(site, 'IDE', 'Code.', 'https://x.dev/ide', { socialPage: 'labs' });
    expect(find(labs, 'property', 'og:image')?.content).toBe('https://x.dev/social/labs.png?v=v1');
    // A relative canonical (an error screen without data) cannot make an absolute image URL.
    const bare = pageMeta(site, 'x', 'y', '/');
    expect(find(bare, 'property', 'og:image')).toBeUndefined();
    expect(find(bare, 'name', 'twitter:card')?.content).toBe('summary');
  });

  it('uses a full title when given', () => {
    expect(pageMeta(site, 'x', 'y', 'z', { fullTitle: 'Whole' })[0]).toEqual({ title: 'Whole' });
  });
});

describe('absoluteUrl', () => {
  it('joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://x.dev', '/blog/a')).toBe('https://x.dev/blog/a');
    expect(absoluteUrl('https://x.dev', 'https://cdn.dev/i.png')).toBe('https://cdn.dev/i.png');
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the article for search engines', () => {
    const json = blogPostingJsonLd({
      publisher: 'Ada Lovelace',
      title: 'T',
      description: 'D',
      url: 'https://x.dev/blog/t',
      imageUrl: 'https://x.dev/t.svg',
      datePublished: '2025-01-01T00:00:00.000Z',
      dateModified: '2025-01-02T00:00:00.000Z',
      author: 'A',
      section: 'React',
      keywords: ['a', 'b'],
      wordCount: 10,
    });
    expect(json).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      author: { '@type': 'Person', name: 'A' },
      publisher: { '@type': 'Person', name: 'Ada Lovelace' },
      mainEntityOfPage: { '@id': 'https://x.dev/blog/t' },
      keywords: 'a, b',
    });
  });
});
