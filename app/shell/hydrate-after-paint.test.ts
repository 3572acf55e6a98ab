import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_BOOT_ID, DEFERRED_BOOT_TYPE, hydrateAfterPaint } from './hydrate-after-paint';

const BOOT_TEXT =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/></head>' +
  '<body><main>Hello</main><script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async="">${BOOT_TEXT}</script>` +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/**
 * Just enough of a window for the loader script: elements appended, frames, tasks, paint
 * reports and module imports on request. `reportsPaints: false` is a browser without paint
 * timing; `failingImport` names a module that does not load.
 */
function fakeWindow(
  visibilityState: 'visible' | 'hidden',
  reportsPaints = true,
  failingImport = '',
) {
  const appended: { parent: string; element: Record<string, string> }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let paintObserver: ((entries: string[]) => void) | undefined;
  const parent = (name: string) => ({
    appendChild: (element: Record<string, string>) => appended.push({ parent: name, element }),
  });
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'resource'] : ['resource'];
    constructor(
      private readonly callback: (
        list: { getEntriesByName(name: string): unknown[] },
        observer: PerformanceObserver,
      ) => void,
    ) {}
    observe({ type }: { type: string }) {
      if (type !== 'paint') return;
      paintObserver = (names) =>
        this.callback(
          { getEntriesByName: (name) => names.filter((entry) => entry === name) },
          this,
        );
    }
    disconnect() {
      paintObserver = undefined;
    }
  }
  const window = {
    document: {
      visibilityState,
      head: parent('head'),
      body: parent('body'),
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) => (id === DEFERRED_BOOT_ID ? { textContent: BOOT_TEXT } : null),
    },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    fakeImport: (href: string) => {
      imported.push(href);
      return href === failingImport ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  };
  return {
    appended,
    imported,
    frames,
    tasks,
    context: { ...window, window },
    paint: (...names: string[]) => paintObserver?.(names),
  };
}

/** The loader script, its dynamic `import()` (which a vm context cannot serve) faked. */
function loaderOf(html: string): string {
  const match = html.match(/<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/);
  expect(match, 'the loader script').not.toBeNull();
  expect(match![1]).toContain('import(h)');
  return match![1]!.replaceAll('import(h)', 'fakeImport(h)');
}

/** Runs the tasks each import's settling queues, until the loader has nothing left to do. */
async function settle(tasks: (() => void)[]) {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const due = tasks.splice(0);
    if (due.length === 0) return;
    due.forEach((task) => task());
  }
}

describe('hydrateAfterPaint', () => {
  it('leaves no module preload or module script for the parser to fetch', () => {
    const html = hydrateAfterPaint(PAGE);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="${DEFERRED_BOOT_TYPE}" id="${DEFERRED_BOOT_ID}">`);
    // The font preload, the page and the data scripts stay as they were, in order.
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(html.indexOf('<main>Hello</main>')).toBeLessThan(html.indexOf(DEFERRED_BOOT_ID));
    expect(html.indexOf(DEFERRED_BOOT_ID)).toBeLessThan(html.indexOf('streamController.enqueue'));
  });

  it('starts the preloads and the boot module after the first contentful paint', async () => {
    const { appended, tasks, context, paint } = fakeWindow('visible');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    // A first frame with no content painted (text waiting for its font) starts nothing.
    // The longest wait, never reached here.
    tasks.shift();
    paint('first-paint');
    expect(tasks).toEqual([]);
    paint('first-contentful-paint');
    expect(appended).toEqual([]);
    tasks.shift()!();
    await settle(tasks);
    expect(appended).toEqual([
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js' },
      },
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      },
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/root.js' },
      },
      { parent: 'body', element: { tag: 'script', type: 'module', textContent: BOOT_TEXT } },
    ]);
  });

  it('evaluates the other modules a task apart before the boot script, and the entry last', async () => {
    const { appended, imported, tasks, context } = fakeWindow('hidden');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/assets/framework.js']);
    // The next module waits for a task of its own.
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/assets/framework.js', '/assets/root.js']);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link']);
    tasks.shift()!();
    // The entry is left to the boot script, which names the route modules before it hydrates.
    expect(imported).not.toContain('/assets/entry.client.js');
    expect(appended.at(-1)?.element).toEqual({
      tag: 'script',
      type: 'module',
      textContent: BOOT_TEXT,
    });
  });

  it('starts the boot script even when a module does not load', async () => {
    const { appended, imported, tasks, context } = fakeWindow(
      'hidden',
      true,
      '/assets/framework.js',
    );
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    await settle(tasks);
    expect(imported).toEqual(['/assets/framework.js']);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it('starts once, whichever comes first of the paint and the longest wait', async () => {
    const { appended, tasks, context, paint } = fakeWindow('visible');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    const [longestWait] = tasks.splice(0);
    longestWait!();
    await settle(tasks);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link', 'script']);
    paint('first-contentful-paint');
    await settle(tasks);
    expect(appended).toHaveLength(4);
  });

  it('starts after the first frame where paints are not reported', async () => {
    const { appended, frames, tasks, context } = fakeWindow('visible', false);
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    tasks.shift();
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!();
    await settle(tasks);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it('starts at once in a hidden tab, where nothing is painted', async () => {
    const { appended, frames, tasks, context } = fakeWindow('hidden');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    expect(frames).toEqual([]);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link']);
    await settle(tasks);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it("leaves a page without React Router's boot script alone", () => {
    const page =
      '<html><body><script type="module" async="">import "/x.js";</script></body></html>';
    expect(hydrateAfterPaint(page)).toBe(page);
  });

  it('keeps an href from closing the loader script', () => {
    const page = PAGE.replace('/assets/framework.js', '/assets/</script>.js');
    expect(loaderOf(hydrateAfterPaint(page))).toContain('\\u003c/script>');
  });
});
