import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SOCIAL_IMAGE_HEIGHT_PX,
  SOCIAL_IMAGE_ROOT,
  SOCIAL_IMAGE_WIDTH_PX,
  socialPageImagePath,
  socialPostImagePath,
  SOCIAL_PAGES,
  type SocialPage,
  versionOf,
} from '#common/social-images.ts';
import type { Stores } from '#common/stores.ts';
import { announcingStores } from '../content/announcing-stores';
import { createLocalContentEvents } from '../content/content-events';
import { currentProfile } from '../content/current-profile';
import { createMemoryStores } from '../content/memory-stores';
import { createLogger } from '../logger';
import { projectPath } from '../paths';
import { readLocalCover, renderSocialImage } from './render-social-image';
import type { SocialCard } from './social-card-svg';
import {
  SOCIAL_IMAGE_QUEUE_MAX,
  SOCIAL_IMAGE_RENDERS_MAX,
  SOCIAL_IMAGE_RETRY_AFTER_S,
  socialImagesRouter,
  type SocialImageDeps,
} from './social-images';
import { samplePostRows } from '#server/content/sample-rows.ts';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

async function serve(render: SocialImageDeps['render']) {
  const events = createLocalContentEvents();
  const stores: Stores = announcingStores(createMemoryStores({ withSampleContent: true }), events);
  const drawn: SocialCard[] = [];
  const app = express();
  app.use(
    SOCIAL_IMAGE_ROOT,
    socialImagesRouter({
      posts: stores.posts,
      profile: currentProfile(stores.profile, events),
      events,
      projects: stores.projects,
      logger: createLogger('silent'),
      render: (card) => {
        drawn.push(card);
        return render(card);
      },
      readCover: (image) => readLocalCover(image, projectPath('public')),
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    stores,
    drawn,
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
  };
}

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social images', () => {
  it("draws a page's card as a 1200×630 PNG once, then answers from memory and with 304", async () => {
    const { get, drawn } = await serve(renderSocialImage);
    const first = await get(socialPageImagePath('blog'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: SOCIAL_IMAGE_WIDTH_PX, height: SOCIAL_IMAGE_HEIGHT_PX });

    const etag = first.headers.get('etag') ?? '';
    // As a browser revalidates (fetch() alone would add 'no-cache', which forbids a 304).
    const again = await get(socialPageImagePath('blog'), {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(drawn.map((card) => card.title)).toEqual(['Blog']);
  });

  it("draws a post's card from its title and its own cover, new when the post changes", async () => {
    const { get, drawn, stores } = await serve(renderSocialImage);
    const [post] = await stores.posts.all();
    if (!post) throw new Error('the sample content has posts');
    const profileVersion = versionOf((await stores.profile.get()).updatedAt);
    const path = socialPostImagePath(post.slug, post.updatedAt, profileVersion);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(pngSize(Buffer.from(await response.arrayBuffer())).width).toBe(SOCIAL_IMAGE_WIDTH_PX);
    expect(drawn[0]?.title).toBe(post.title);
    expect(drawn[0]?.coverSvg).toContain('<svg');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await stores.posts.update(post.id, { title: 'A better title' });
    await get(path);
    expect(drawn.at(-1)?.title).toBe('A better title');
    // The old version's URL still answers, but only briefly cacheable: it is no longer current.
    const stale = await get(path);
    expect(stale.headers.get('cache-control')).not.toContain('immutable');
    expect(
      changed && socialPostImagePath(changed.post.slug, changed.post.updatedAt, profileVersion),
    ).not.toBe(path);
  });

  it('draws every card again, at a new address, once the profile changes', async () => {
    const { get, drawn, stores } = await serve(renderSocialImage);
    const before = await stores.profile.get();
    const [post] = await stores.posts.all();
    if (!post) throw new Error('the sample content has posts');
    const homeBefore = socialPageImagePath('home', versionOf(before.updatedAt));
    expect((await get(homeBefore)).headers.get('cache-control')).toContain('immutable');
    await get(socialPostImagePath(post.slug, post.updatedAt, versionOf(before.updatedAt)));
    expect(drawn.map((card) => card.byline)).toEqual([
      `${before.name} · ${before.role}`,
      `${before.name} · ${before.role}`,
    ]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await stores.profile.save({
      ...before,
      name: 'Maximiliana Rodríguez',
      tagline: 'A new tagline',
    });
    const homeAfter = socialPageImagePath('home', versionOf(after.updatedAt));
    expect(homeAfter).not.toBe(homeBefore);
    expect((await get(homeAfter)).headers.get('cache-control')).toContain('immutable');
    expect(drawn.at(-1)).toMatchObject({
      byline: `Maximiliana Rodríguez · ${before.role}`,
      title: 'A new tagline',
    });
    // The post's card too: its address names the profile's version, and it is drawn anew.
    const postAfter = socialPostImagePath(post.slug, post.updatedAt, versionOf(after.updatedAt));
    expect((await get(postAfter)).headers.get('cache-control')).toContain('immutable');
    expect(drawn.at(-1)?.byline).toBe(`Maximiliana Rodríguez · ${before.role}`);
    expect(drawn).toHaveLength(4);
  });

  it('draws a case study’s card as a PNG, and none for a hidden project or one without', async () => {
    const { get, drawn, stores } = await serve(renderSocialImage);
    const response = await get('/social/projects/harbor-pine-storefront.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({
      width: SOCIAL_IMAGE_WIDTH_PX,
      height: SOCIAL_IMAGE_HEIGHT_PX,
    });
    expect(drawn[0]).toMatchObject({ title: 'Harbor & Pine Storefront' });
    await stores.projects.update('harbor-pine-storefront', { hidden: true });
    for (const path of [
      '/social/projects/harbor-pine-storefront.png',
      // A sample project without a write-up has no case study.
      '/social/projects/weather-canvas.png',
      '/social/projects/nope.png',
    ]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.json()).toEqual({ message: 'No such case study' });
    }
  });

  it('answers 404 with a message for unknown pages and posts, 400 for a malformed address', async () => {
    const { get, drawn, stores } = await serve(renderSocialImage);
    const lookups = vi.spyOn(stores.posts, 'getBySlug');
    for (const path of ['/social/nope.png', '/social/blog/nope.png', '/social/blog.jpg']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/^No such/);
    }
    expect(lookups).toHaveBeenCalledTimes(1);
    // Slugs that cannot exist are not looked up.
    for (const path of ['/social/blog/%00.png', `/social/blog/${'a'.repeat(201)}.png`]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(lookups).toHaveBeenCalledTimes(1);
    const malformed = await get('/social/blog/%zz.png');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Bad image address' });
    expect(drawn).toEqual([]);
  });

  it('refuses, with Retry-After, cards beyond the queue instead of queueing without bound', async () => {
    const waiting: (() => void)[] = [];
    let open = false;
    const { get, stores, drawn } = await serve(
      () =>
        new Promise<Buffer>((resolve) => {
          const done = () => resolve(Buffer.from(PNG_SIGNATURE));
          if (open) done();
          else waiting.push(done);
        }),
    );
    const cards = [
      ...(await stores.posts.all()).map((post) =>
        socialPostImagePath(post.slug, post.updatedAt, ''),
      ),
      ...Object.keys(SOCIAL_PAGES).map((page) => socialPageImagePath(page as SocialPage)),
    ];
    const accepted = SOCIAL_IMAGE_RENDERS_MAX + SOCIAL_IMAGE_QUEUE_MAX;
    expect(cards.length).toBeGreaterThan(accepted);
    // One more than fits: while nothing finishes drawing, the only answer that can come is a refusal.
    const answers = cards.slice(0, accepted + 1).map((path) => get(path));
    const refused = await Promise.race(answers);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(SOCIAL_IMAGE_RETRY_AFTER_S));
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    await expect.poll(() => drawn.length).toBe(SOCIAL_IMAGE_RENDERS_MAX);

    // Once drawing moves again, every queued card is drawn.
    open = true;
    waiting.forEach((done) => done());
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(accepted);
    expect(drawn).toHaveLength(accepted);
  });
});
