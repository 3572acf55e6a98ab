import { describe, expect, it } from 'vitest';
import { escapeXml } from '#common/escape-xml.ts';
import { robotsTxt, RSS_ITEMS_MAX, rssXml, sitemapXml } from './feeds';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('sitemapXml', () => {
  it('lists every URL with its last change', () => {
    const xml = sitemapXml([
      { url: 'https://x.dev/' },
      { url: 'https://x.dev/blog/a?b=1&c=2', lastModified: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://x.dev/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://x.dev/blog/a?b=1&amp;c=2</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
    );
  });
});

describe('rssXml', () => {
  const channel = {
    title: 'Blog',
    link: 'https://x.dev/blog',
    selfUrl: 'https://x.dev/rss.xml',
    description: 'Posts',
  };
  const item = (title: string, date: string) => ({
    title,
    link: `https://x.dev/blog/${title}`,
    description: `About ${title} & more`,
    date,
    categories: ['react'],
  });

  it('is RSS 2.0 with items newest first', () => {
    const xml = rssXml(channel, [item('old', '2024-01-01'), item('new', '2025-06-01')]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.indexOf('<title>new</title>')).toBeLessThan(xml.indexOf('<title>old</title>'));
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Sun, 01 Jun 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<description>About new &amp; more</description>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.dev/blog/new</guid>');
  });

  it('lists only the latest posts, and links to itself for validators', () => {
    const many = Array.from({ length: 1015 }, (_, n) =>
      item(`post-${n}`, new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString()),
    );
    const xml = rssXml(channel, many);
    expect(xml.match(/<item>/g)).toHaveLength(RSS_ITEMS_MAX);
    expect(xml).toContain('<title>post-1014</title>');
    expect(xml).not.toContain(`<title>post-${1014 - RSS_ITEMS_MAX}</title>`);
    expect(xml).toContain(
      '<atom:link href="https://x.dev/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('is still a valid channel without items', () => {
    const xml = rssXml(channel, []);
    expect(xml).toContain('<channel>');
    expect(xml).not.toContain('<item>');
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps the API out and points at the sitemap', () => {
    expect(robotsTxt('https://x.dev')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: https://x.dev/sitemap.xml\n',
    );
  });
});
