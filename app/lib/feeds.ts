/**
 * The machine-readable documents: sitemap (sitemaps.org 0.9), RSS 2.0 feed, robots.txt and the
 * web app manifest. Pure string builders; the routes feed them.
 */
import { escapeXml } from '#common/escape-xml.ts';

export interface SitemapEntry {
  url: string;
  /** ISO 8601 timestamp. */
  lastModified?: string;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${escapeXml(new Date(entry.lastModified).toISOString())}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(entry.url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface FeedChannel {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** ISO 8601 timestamp. */
  date: string;
  categories: readonly string[];
}

/** Feed readers poll the whole document: the latest posts are what they need. */
export const RSS_ITEMS_MAX = 30;

/** RSS 2.0 with the latest RSS_ITEMS_MAX items newest first, whatever order they came in. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, RSS_ITEMS_MAX);
  const newest = sorted[0];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `  <title>${escapeXml(channel.title)}</title>`,
    `  <link>${escapeXml(channel.link)}</link>`,
    `  <description>${escapeXml(channel.description)}</description>`,
    '  <language>en</language>',
    `  <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`  <lastBuildDate>${new Date(newest.date).toUTCString()}</lastBuildDate>`] : []),
    ...sorted.map((item) =>
      [
        '  <item>',
        `    <title>${escapeXml(item.title)}</title>`,
        `    <link>${escapeXml(item.link)}</link>`,
        `    <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `    <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        `    <description>${escapeXml(item.description)}</description>`,
        ...item.categories.map((category) => `    <category>${escapeXml(category)}</category>`),
        '  </item>',
      ].join('\n'),
    ),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /preview/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Icons a browser may install or pin the site with (files in public/, made from favicon.svg). */
const MANIFEST_ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
];
/** The page background and the bar colour of root.tsx's theme-color. */
const MANIFEST_BACKGROUND = '#0b1020';

/** The web app manifest: the owner's name and the site's icons, for home screens and tabs. */
export function webManifest(site: { name: string; description: string }): string {
  return JSON.stringify({
    name: site.name,
    short_name: site.name.split(' ')[0],
    description: site.description,
    start_url: '/',
    display: 'browser',
    background_color: MANIFEST_BACKGROUND,
    theme_color: MANIFEST_BACKGROUND,
    icons: MANIFEST_ICONS,
  });
}
