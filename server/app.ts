import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { IMAGE_ROOT } from '#common/images.ts';
import { SOCIAL_IMAGE_ROOT } from '#common/social-images.ts';
import type { Config } from './config';
import { refuseMalformedHost } from './host-header';
import type { Limiters } from './limits/limiter';
import type { Logger } from './logger';
import { projectPath } from './paths';
import { capPageBody } from './pages/body-cap';
import { pageBodyLimit, pageGuards, refuseTrace } from './pages/guards';
import { previewRouter } from './preview';
import { refuseCrossSite } from './auth/refuse-cross-site';
import { loggedUrl, requestLogger } from './request-log';
import { securityHeaders } from './security-headers';
import { staticFilesOf } from './static-files';

/** Where the owner's console lives (app/routes.ts). */
const CONSOLE_ROOT = '/admin';

export interface AppParts {
  config: Config;
  logger: Logger;
  /** The REST API, mounted under /api. */
  api: express.Router;
  /** Serves the React Router app (SSR) for every other path. */
  pages?: RequestHandler;
  /** Development only: Vite's middlewares (HMR, on-demand modules) instead of built assets. */
  devMiddleware?: RequestHandler;
  /** Visitor write limits, shared with the API's. */
  limiters: Limiters;
  /** The social cards of link previews (server/social), under SOCIAL_IMAGE_ROOT. */
  socialImages?: express.Router;
  /** The owner's uploaded images, under IMAGE_ROOT (server/images). */
  images?: express.Router;
  /** Reads the owner's session cookie for the pages (server/auth/owner-context.ts). */
  identifyOwner?: RequestHandler;
  /** The static labs' pages with the owner's name filled in (server/labs-pages.ts). */
  labPages?: RequestHandler;
  /** Counts page views (server/audience/count-views.ts); after identifyOwner, which it reads. */
  countPageViews?: RequestHandler;
}

/**
 * Express, in the order that matters: a malformed Host refused, headers, compression, hashed
 * assets (immutable), other static files, /api, the page guards, then the React Router handler.
 * Socket.IO attaches to the same http.Server in server/server.ts.
 */
export function createApp({
  config,
  logger,
  api,
  pages,
  devMiddleware,
  limiters,
  socialImages,
  images,
  identifyOwner,
  labPages,
  countPageViews,
}: AppParts) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(refuseMalformedHost);

  // The code editor's preview document sets its own CSP, so it is mounted before the site's.
  app.use('/preview', previewRouter());
  app.use(securityHeaders(config, Boolean(devMiddleware)));
  app.use(requestLogger(logger));
  app.use(refuseTrace);
  app.use(compression());
  if (labPages) app.use(labPages);

  if (devMiddleware) {
    app.use(devMiddleware);
    // The static labs (/algo/*.html, /fluxbuilder/) are built by vite.labs.config.ts during
    // `npm run build`; development serves that output too (run the build once).
    for (const labDir of ['algo', 'fluxbuilder', 'labs-assets']) {
      app.use(
        `/${labDir}`,
        express.static(projectPath('build', 'client', labDir), { index: false, redirect: false }),
      );
    }
    app.use(express.static(projectPath('public'), { maxAge: '1h', index: false }));
  } else {
    const clientDir = projectPath('build', 'client');
    app.use(
      '/assets',
      express.static(projectPath('build', 'client', 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
      }),
    );
    // redirect: false, or /fluxbuilder (a folder here) would get a directory redirect to
    // /fluxbuilder/ instead of the route table's redirect to the page.
    app.use(
      staticFilesOf(
        clientDir,
        { maxAge: '1h', index: false, redirect: false },
        { skip: ['assets'] },
      ),
    );
    app.use(staticFilesOf(projectPath('public'), { maxAge: '1h', index: false }));
  }

  if (socialImages) app.use(SOCIAL_IMAGE_ROOT, socialImages);
  if (images) app.use(IMAGE_ROOT, images);
  app.use('/api', api);
  // Page forms that also work without JavaScript (contact, comments) post to the page itself:
  // React Router runs a route's action for any method and parses any body, so the method, the
  // body and the write limit are settled here, as the API settles its own.
  app.use(pageGuards({ limiters, writesPerMinute: config.RATE_LIMIT_WRITES_PER_MINUTE }));
  app.use(CONSOLE_ROOT, refuseCrossSite(config.PUBLIC_URL));
  if (identifyOwner) app.use(identifyOwner);
  if (countPageViews) app.use(countPageViews);
  if (pages) app.use(capPageBody(pages, pageBodyLimit));
  app.use(lastResort(logger));
  return app;
}

/**
 * Errors no route answered: a client's (a missing hashed asset, an aborted body) keeps its 4xx
 * status and is not worth a stack trace; anything else is a bug, logged once and answered 500.
 */
function lastResort(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status } = (error ?? {}) as { status?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not Found' : 'Bad Request');
      return;
    }
    logger.error({ err: error, url: loggedUrl(req.originalUrl) }, 'Unexpected error');
    res.status(500).type('text/plain').send('Internal Server Error');
  };
}
