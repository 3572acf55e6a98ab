import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';
import { articlePath, firstArticleSlug } from './pages';
import { startBenchServer, type BenchServer } from './server';
import { sharedTemplate } from './template';

/** A page to measure and the name its figures give it. */
export type LabelledPage = [path: string, label: string];

/** One production server on the shared template data, stopped whatever `measure` does. */
export async function withPageServer<T>(measure: (server: BenchServer) => Promise<T>): Promise<T> {
  const template = await sharedTemplate();
  const server = await startBenchServer(template.dir);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

/** withPageServer with a Chromium beside it, closed as well. */
export function withPageServerAndBrowser<T>(
  measure: (server: BenchServer, browser: Browser) => Promise<T>,
): Promise<T> {
  return withPageServer(async (server) => {
    const browser = await launchChromium();
    try {
      return await measure(server, browser);
    } finally {
      await browser.close();
    }
  });
}

/** The newest article, the page the figures take as 'an article'. */
export async function articlePage(baseUrl: string): Promise<LabelledPage> {
  return [articlePath(await firstArticleSlug(baseUrl)), 'an article'];
}
