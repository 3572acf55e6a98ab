import { expect, test, type APIRequestContext } from './support/test';
import { samplePosts } from '#server/content/sample-posts.ts';
import { DEFAULT_PROFILE as site } from '#common/site.ts';
import type { BlogPost } from '#common/types.ts';
import { canonicalHref, getJson, metaContent } from './pages-helpers';

/**
 * What search engines and link previews get: the server HTML alone (no JavaScript runs) carries
 * the content and the meta tags; sitemap, RSS feed and robots.txt.
 */

/** The site's canonical origin: the servers under test run with PUBLIC_URL = their own URL. */
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

const pages = [
  { path: '/', title: `${site.name} | ${site.role}`, text: 'Creating Digital Experiences' },
  // (Project lists are checked in pages-catalog.spec.ts, which may empty them meanwhile.)
  { path: '/projects', title: `Client Projects | ${site.name}`, text: '<h1>Client Projects</h1>' },
  {
    path: '/personal-projects',
    title: `Personal Projects | ${site.name}`,
    text: '<h1>Personal Projects</h1>',
  },
  { path: '/blog', title: `Blog | ${site.name}`, text: samplePosts[0]!.title },
  {
    path: '/labs',
    title: `Labs | ${site.name}`,
    text: 'Interactive experiments and real-time demos',
  },
];

/** A link preview's picture: a PNG of 1200×630, as the big social networks want it. */
async function expectSocialCard(request: APIRequestContext, html: string, origin: string) {
  const url = metaContent(html, 'og:image') ?? '';
  expect(url.startsWith(`${origin}/social/`), url).toBe(true);
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:height')).toBe('630');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  const image = await request.get(url);
  expect(image.status(), url).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

for (const { path, title, text } of pages) {
  test(`server HTML of ${path} has its content and meta tags`, async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    const canonical = `${origin}${path}`;
    expect(canonicalHref(html)).toBe(canonical);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(40);
    expect(metaContent(html, 'og:title')).toBe(title.replace(/&/g, '&amp;'));
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'twitter:title')).toBe(metaContent(html, 'og:title'));
    await expectSocialCard(request, html, origin);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*rss\.xml"/);
  });
}

test('an article has article tags, its own social card and BlogPosting structured data', async ({
  request,
  baseURL,
}) => {
  const origin = originOf(baseURL);
  const slug = samplePosts[2]!.slug;
  const post = await getJson<BlogPost>(request, `/api/blog/posts/slug/${slug}`);
  const html = await (await request.get(`/blog/${slug}`)).text();
  const canonical = `${origin}/blog/${slug}`;
  expect(html).toContain('<h2 id=');
  expect(canonicalHref(html)).toBe(canonical);
  expect(metaContent(html, 'og:type')).toBe('article');
  expect(metaContent(html, 'og:image')).toContain(`/social/blog/${slug}.png?v=`);
  await expectSocialCard(request, html, origin);
  expect(metaContent(html, 'article:published_time')).toBe(post.date);

  const script = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(script).toBeDefined();
  const json = JSON.parse(script!) as Record<string, unknown>;
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    mainEntityOfPage: { '@id': canonical },
  });
});

test('pages read without JavaScript show their content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creating Digital Experiences');
  await expect(page.getByRole('heading', { name: "Let's Work Together" })).toBeVisible();
  await page.goto(`/blog/${samplePosts[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(samplePosts[0]!.title);
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
  ).toBeVisible();
  await page.goto('/labs');
  await expect(page.getByRole('article')).toHaveCount(6);
  await context.close();
});

test('without JavaScript the contact form still sends', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Plain Form');
  await form.getByLabel('Email').fill('plain@example.com');
  await form.getByLabel('Message').fill('Sent without scripts.');
  await form.getByRole('button', { name: /Send Message/ }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(
    'Message sent successfully!',
  );
  await context.close();
});

test('sitemap.xml lists every page and every post', async ({ request, baseURL }) => {
  const origin = originOf(baseURL);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const path of ['/', '/projects', '/personal-projects', '/blog', '/labs']) {
    expect(xml).toContain(`<loc>${origin}${path}</loc>`);
  }
  const posts = await getJson<{ posts: BlogPost[] }>(request, '/api/blog/posts?limit=50');
  for (const post of posts.posts) expect(xml).toContain(`<loc>${origin}/blog/${post.slug}</loc>`);
});

test('rss.xml is an RSS 2.0 feed, newest first', async ({ request, page, baseURL }) => {
  const origin = originOf(baseURL);
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  // Parsed by the browser's XML parser: well-formed, and the shape RSS 2.0 asks for.
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? '';
    const channel = doc.querySelector('rss > channel');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      version: doc.documentElement.getAttribute('version'),
      title: channel ? text(channel, 'title') : '',
      link: channel ? text(channel, 'link') : '',
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        date: Date.parse(text(item, 'pubDate')),
      })),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.version).toBe('2.0');
  expect(feed.title).toContain(site.name);
  expect(feed.link).toBe(`${origin}/blog`);
  expect(feed.items.length).toBeGreaterThanOrEqual(samplePosts.length);
  const dates = feed.items.map((item) => item.date);
  expect(dates.every((date) => Number.isFinite(date))).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(feed.items[0]!.link).toMatch(new RegExp(`^${origin}/blog/`));
});

test('robots.txt allows the site and names the sitemap', async ({ request, baseURL }) => {
  const origin = originOf(baseURL);
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('favicon.ico, the touch icon and the manifest are served and linked', async ({
  page,
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO file starts with reserved 0, type 1 (icon) and its image count.
  const ico = await favicon.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(2);

  const pngSize = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };
  expect(await pngSize('/apple-touch-icon.png')).toEqual([180, 180]);

  await page.goto('/');
  const href = (rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute('href');
  expect(await href('apple-touch-icon')).toBe('/apple-touch-icon.png');
  const manifestResponse = await request.get((await href('manifest'))!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe(site.name);
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons.filter((entry) => entry.sizes !== 'any')) {
    const [width, height] = await pngSize(icon.src);
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});
