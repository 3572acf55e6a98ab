import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { ServerBuild } from 'react-router';
import { createApiRouter } from './api';
import { countPageViews } from './audience/count-views';
import { createAudienceCounter } from './audience/counter';
import { createAudienceFigures } from './audience/figures';
import { createDbAudienceStore } from './audience/store';
import { createOwnerAuth } from './auth/owner-auth';
import { createOwnerCookie } from './auth/owner-cookie';
import { identifyOwner, ownerAccessFor } from './auth/owner-context';
import { createDbOwnerAuthStore } from './auth/owner-store';
import { createApp } from './app';
import { contentVersionOf } from './cache/content-version';
import { createResponseCache, type ResponseCache } from './cache/response-cache';
import type { Config } from './config';
import { announcingStores } from './content/announcing-stores';
import { createLocalContentEvents, createSharedContentEvents } from './content/content-events';
import { currentProfile } from './content/current-profile';
import { createDbStores } from './content/db-stores';
import { createDbPostStore } from './content/db-post-store';
import { createDbProjectStore } from './content/db-catalog-stores';
import { watchPublications } from './content/publication-watch';
import { createMemoryStores } from './content/memory-stores';
import { createImageStore } from './images/image-library';
import { imageRoutes } from './images/image-routes';
import { createSiteSearch } from './search/site-search';
import { createVisitorWrites } from './content/visitor-writes';
import type { AudienceFigures } from '#common/audience.ts';
import type { Stores } from '#common/stores.ts';
import { unreachableStores } from './content/unreachable-stores';
import type { AppLoadContextValue } from '#common/load-context.ts';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import type { Logger } from './logger';
import { createContactMailer } from './mail/contact-mailer';
import { visitorWritesFor } from './pages/guards';
import { createPageRenderer } from './pages/render';
import { createOriginCheck } from './realtime/origin';
import { projectPath } from './paths';
import { readLocalCover, renderSocialImage } from './social/render-social-image';
import { socialImagesRouter } from './social/social-images';
import { attachRealtime, createDbRealtimeStore, createRoomStorage } from './realtime';
import { createLimiters } from './limits/limiter';
import { connectRedis } from './redis';
import { labPages } from './labs-pages';
import { pageContentSecurityPolicy } from './security-headers';
import { throttleLeading } from './throttle';

const FALLBACK_WARNING_THROTTLE_MS = 30 * 1000;

const BYTES_PER_MB = 1024 * 1024;

export interface RunningServer {
  url: string;
  httpServer: http.Server;
  database: Database;
  /** The audience figures, and a way to write the views counted so far (tests, before reading). */
  audience: { figures: AudienceFigures; flush(): Promise<void> };
  close(): Promise<void>;
}

/**
 * Creates every long-lived piece once (database, stores, mailer, HTTP server) and wires them
 * together. React Router may re-import the app per request in development; nothing here is
 * re-created when it does.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedDatabase(database.db);
    // Posts rendered by an older Markdown renderer are rendered again, once, before serving.
    const rendered = await createDbPostStore(database.db).renderStale();
    if (rendered > 0) logger.info(`Rendered ${rendered} posts again with the current renderer`);
    const writeUps = await createDbProjectStore(database.db).renderStale();
    if (writeUps > 0) {
      logger.info(`Rendered ${writeUps} project write-ups again with the current renderer`);
    }
  });
  // With REDIS_URL, rate limits and connection counts span every instance.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : null;
  const limiters = createLimiters({ redis });
  // Every write visitors see announces its change; with REDIS_URL, to every instance.
  const contentEvents = redis
    ? await createSharedContentEvents(redis, logger)
    : createLocalContentEvents();
  const cache = createResponseCache({
    maxBytes: config.RESPONSE_CACHE_MAX_MB * BYTES_PER_MB,
    contentVersion: contentVersionOf(contentEvents),
  });
  const stores = announcingStores(
    config.SIMULATE_CONTENT_FAILURE === 'on' ? unreachableStores() : createDbStores(database.db),
    contentEvents,
  );
  const publications = watchPublications({
    posts: stores.posts,
    announceHere: (change) => contentEvents.announceHere(change),
    logger,
  });
  const search = createSiteSearch(database.db);
  const images = createImageStore(database.db);
  const profile = currentProfile(stores.profile, contentEvents);
  const mailer = createContactMailer({
    config,
    logger,
    contact: stores.contact,
    ownerName: async () => (await profile.get()).name,
  });
  const visitorWrites = createVisitorWrites({ stores, mailer, logger });
  if (!config.ADMIN_TOKEN) logger.warn('ADMIN_TOKEN is not set: owner API calls are disabled');
  const ownerAuth = createOwnerAuth({
    store: createDbOwnerAuthStore(database.db),
    limiters,
    adminToken: config.ADMIN_TOKEN,
  });
  const ownerCookie = createOwnerCookie(config.PUBLIC_URL, config.SESSION_SECRET);
  const audienceStore = createDbAudienceStore(database.db);
  const audience = createAudienceFigures(audienceStore);
  const audienceCounter =
    config.AUDIENCE === 'on' ? createAudienceCounter({ store: audienceStore, logger }) : null;

  const warnFallback = throttleLeading(
    FALLBACK_WARNING_THROTTLE_MS,
    (what: string, error: unknown) =>
      logger.warn({ err: error }, `Backend unreachable, serving built-in ${what}`),
  );
  let builtInContent: Stores | undefined;
  const fallbackStores = () => (builtInContent ??= createMemoryStores({ withSampleContent: true }));
  const { pages, devMiddleware } = await createPageHandler(config, cache, (req, res) => ({
    stores,
    search,
    images,
    publicUrl: config.PUBLIC_URL,
    contentFallback: config.CONTENT_FALLBACK === 'on',
    fallbackStores,
    visitorWrites: visitorWritesFor(res, visitorWrites),
    warnFallback(what, error) {
      res.locals.servedFallback = true;
      warnFallback(what, error);
    },
    iceServers: config.ICE_SERVERS,
    contactMail: { configured: mailer.configured, deliverNow: (id) => mailer.deliver(id) },
    owner: ownerAccessFor(req, ownerAuth, ownerCookie),
    audience,
  }));
  const realtimeStore = createDbRealtimeStore(database.db);
  // One budget for the realtime layer (which counts into it) and /api/health (which reports it).
  const roomStorage = createRoomStorage(config, logger, realtimeStore);
  const api = createApiRouter({
    config,
    logger,
    database,
    stores,
    visitorWrites,
    limiters,
    cache,
    search,
    rooms: { store: realtimeStore, storage: roomStorage },
  });
  const socialImages = socialImagesRouter({
    posts: stores.posts,
    profile,
    events: contentEvents,
    projects: stores.projects,
    logger,
    render: renderSocialImage,
    readCover: (image) => readLocalCover(image, projectPath('public')),
  });
  const app = createApp({
    config,
    logger,
    api,
    pages,
    devMiddleware,
    limiters,
    socialImages,
    images: imageRoutes(images),
    identifyOwner: identifyOwner(ownerAuth, ownerCookie),
    labPages: labPages(projectPath('build', 'client'), profile),
    countPageViews: audienceCounter
      ? countPageViews(audienceCounter, config.PUBLIC_URL)
      : undefined,
  });

  const httpServer = http.createServer(app);
  // Socket.IO attaches once, here, never in the (re-importable) app module.
  const realtime = await attachRealtime({
    httpServer,
    config,
    logger,
    store: realtimeStore,
    roomStorage,
    limiters,
    redis,
    isOwner: async (cookieHeader) => {
      const token = await ownerCookie.tokenFrom(cookieHeader);
      return token !== null && (await ownerAuth.identify(token)) !== null;
    },
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  mailer.start();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      mailer.stop();
      publications.stop();
      await realtime.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeIdleConnections();
      });
      // Every answer is finished: the views counted since the last batch are written now.
      await audienceCounter?.close();
      await database.close();
      await contentEvents.close();
      await redis?.close();
    })());

  return {
    url: `http://${config.HOST ?? 'localhost'}:${port}`,
    httpServer,
    database,
    audience: { figures: audience, flush: async () => audienceCounter?.flush() },
    close,
  };
}

async function createPageHandler(
  config: Config,
  cache: ResponseCache,
  getLoadContext: (req: Request, res: Response) => AppLoadContextValue,
): Promise<{ pages: RequestHandler; devMiddleware?: RequestHandler }> {
  const mode = config.isProduction ? 'production' : 'development';
  const isSiteOrigin = createOriginCheck(config.PUBLIC_URL, !config.isProduction);
  if (config.isProduction || config.NODE_ENV === 'test') {
    const pagePolicy = (html: string) => pageContentSecurityPolicy(config, html, false);
    const buildUrl = pathToFileURL(projectPath('build', 'server', 'index.js')).href;
    const build = (await import(buildUrl)) as ServerBuild;
    return {
      pages: createPageRenderer({
        build,
        mode,
        getLoadContext,
        cache,
        publicUrl: config.PUBLIC_URL,
        isSiteOrigin,
        pagePolicy,
      }),
    };
  }
  const pagePolicy = (html: string) => pageContentSecurityPolicy(config, html, true);
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    devMiddleware: devServer.middlewares,
    pages: createPageRenderer({
      build: () =>
        devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      mode,
      getLoadContext,
      cache,
      publicUrl: config.PUBLIC_URL,
      isSiteOrigin,
      pagePolicy,
    }),
  };
}
