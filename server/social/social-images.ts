import express, { type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { formatDate } from '#common/format-date.ts';
import { isPossibleKey } from '#common/schemas.ts';
import { isSocialPage, postCardVersion, versionOf, socialPageCard } from '#common/social-images.ts';
import type { PostStore, ProjectStore } from '#common/stores.ts';
import { clientErrorStatus } from '../api/middleware/errors';
import { createBoundedQueue, QueueFullError } from '../bounded-queue';
import type { ContentEvents } from '../content/content-events';
import type { CurrentProfile } from '../content/current-profile';
import type { Logger } from '../logger';
import type { SocialCard } from './social-card-svg';

/** Roughly 100–200 cards: a card is 30–150 kB, and a lost one is redrawn in a fraction of a second. */
const SOCIAL_IMAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Cards drawn at once, the rest wait: drawing takes a thread of libuv's small pool. */
export const SOCIAL_IMAGE_RENDERS_MAX = 2;
/** Beyond this many waiting, a request is told to come back later instead of queueing forever. */
export const SOCIAL_IMAGE_QUEUE_MAX = 16;
export const SOCIAL_IMAGE_RETRY_AFTER_S = 5;

/** A card's URL names its version (the post's and the profile's): one that matches never changes. */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export interface SocialImageDeps {
  posts: PostStore;
  /** Every card's byline, and the home page's words. */
  profile: CurrentProfile;
  /** A changed profile: every card drawn so far is out of date. */
  events: ContentEvents;
  projects: ProjectStore;
  logger: Logger;
  /** Draws a card; server/social/render-social-image.ts in the server, a stub in tests. */
  render: (card: SocialCard) => Promise<Buffer>;
  /** A post's own cover picture as SVG text, when it has one the server can read. */
  readCover: (image: string) => Promise<string | undefined>;
}

const bylineOf = (owner: { name: string; role: string }) => `${owner.name} · ${owner.role}`;

/**
 * The 1200×630 PNG cards that link previews show (common/social-images.ts names their URLs):
 * one per site page and one per post, each drawn once and kept in memory until its post changes.
 */
export function socialImagesRouter({
  posts,
  profile,
  events,
  projects,
  logger,
  render,
  readCover,
}: SocialImageDeps) {
  const router = express.Router();
  const cards = new LRUCache<string, Buffer>({
    maxSize: SOCIAL_IMAGE_CACHE_MAX_BYTES,
    sizeCalculation: (png) => png.byteLength,
  });
  // Every card carries the owner's name; a card being drawn meanwhile is keyed by the old
  // profile's version, so it is never taken for a new one.
  events.listen((change) => {
    if (change.kind === 'profile' || change.kind === 'unknown') cards.clear();
  });
  const drawing = new Map<string, Promise<Buffer>>();
  const queue = createBoundedQueue({
    concurrency: SOCIAL_IMAGE_RENDERS_MAX,
    maxWaiting: SOCIAL_IMAGE_QUEUE_MAX,
  });

  async function cardFor(
    key: string,
    card: () => SocialCard | Promise<SocialCard>,
  ): Promise<Buffer | null> {
    const kept = cards.get(key);
    if (kept) return kept;
    let pending = drawing.get(key);
    if (!pending) {
      pending = queue.run(async () => render(await card())).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    try {
      const png = await pending;
      cards.set(key, png);
      return png;
    } catch (error) {
      if (error instanceof QueueFullError) return null;
      throw error;
    }
  }

  function send(res: Response, png: Buffer | null, cacheControl: string) {
    if (!png) {
      res.set('Retry-After', String(SOCIAL_IMAGE_RETRY_AFTER_S));
      res.status(503).json({ message: 'Busy drawing images, try again shortly' });
      return;
    }
    res.set('Cache-Control', cacheControl).type('png').send(png);
  }

  router.get('/blog/:file', async (req, res) => {
    const slug = req.params.file.endsWith('.png') ? req.params.file.slice(0, -4) : '';
    // A slug that cannot exist (a NUL byte, too long) is not found without asking the database.
    const post = isPossibleKey(slug, SLUG_MAX_LENGTH) ? await posts.getBySlug(slug) : null;
    if (!post) {
      res.status(404).json({ message: 'No such post' });
      return;
    }
    const owner = await profile.get();
    const version = postCardVersion(post.updatedAt, versionOf(owner.updatedAt));
    const png = await cardFor(`post:${post.slug}:${version}`, async () => ({
      byline: bylineOf(owner),
      title: post.title,
      subtitle: [post.category, formatDate(post.date)].filter(Boolean).join(' · '),
      coverSvg: await readCover(post.image),
    }));
    send(res, png, req.query.v === version ? VERSIONED_CACHE_CONTROL : CACHE_CONTROL);
  });

  router.get('/projects/:file', async (req, res) => {
    const slug = req.params.file.endsWith('.png') ? req.params.file.slice(0, -4) : '';
    const study = isPossibleKey(slug, SLUG_MAX_LENGTH) ? await projects.caseStudy(slug) : null;
    if (!study) {
      res.status(404).json({ message: 'No such case study' });
      return;
    }
    const { project } = study;
    const owner = await profile.get();
    // Keyed by what the card shows: a renamed project is drawn again, not served stale.
    const key = `project:${JSON.stringify([project.slug, project.title, project.tags, project.image, versionOf(owner.updatedAt)])}`;
    const png = await cardFor(key, async () => ({
      byline: bylineOf(owner),
      title: project.title,
      subtitle: `Case study · ${project.tags.slice(0, 3).join(', ')}`,
      coverSvg: await readCover(project.image),
    }));
    send(res, png, CACHE_CONTROL);
  });

  router.get('/:file', async (req, res) => {
    const name = req.params.file.endsWith('.png') ? req.params.file.slice(0, -4) : '';
    if (!isSocialPage(name)) {
      res.status(404).json({ message: 'No such image' });
      return;
    }
    const owner = await profile.get();
    const version = versionOf(owner.updatedAt);
    const png = await cardFor(`page:${name}:${version}`, () => ({
      byline: bylineOf(owner),
      ...socialPageCard(name, owner),
    }));
    send(res, png, req.query.v === version ? VERSIONED_CACHE_CONTROL : CACHE_CONTROL);
  });

  // A client's mistake Express raised (a malformed %-escape in the path) keeps its 4xx status;
  // anything else failed while drawing, and is worth a log line.
  router.use(((error, _req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      res.status(status).json({ message: 'Bad image address' });
      return;
    }
    logger.error({ err: error }, 'Social image failed');
    res.status(503).json({ message: 'The image could not be drawn, try again shortly' });
  }) satisfies express.ErrorRequestHandler);

  return router;
}
