import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_BOOT_ID, DEFERRED_BOOT_TYPE, hydrateAfterPaint } from './hydrate-after-paint';

const BOOT_TEXT =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/></head>' +
  '<body><main>Hello</main><script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async="">${BOOT_TEXT}</script>` +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/**
 * Just enough of a window for the loader script: elements appended, frames, tasks and paint
 * reports on request. `reportsPaints: false` is a browser without paint
 * timing.
 */
function fakeWindow(visibilityState: 'visible' | 'hidden', reportsPaints = true) {
  const appended: { parent: string; element: Record<string, string> }[] = [];
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
  };
  return {
    appended,
    frames,
    tasks,
    context: { ...window, window },
    paint: (...names: string[]) => paintObserver?.(names),
  };
}

function loaderOf(html: string): string {
  const match = html.match(/<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/);
  expect(match, 'the loader script').not.toBeNull();
  return match![1]!;
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

  it('starts the preloads and the boot module after the first contentful paint', () => {
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
    expect(appended).toEqual([
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js' },
      },
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      },
      { parent: 'body', element: { tag: 'script', type: 'module', textContent: BOOT_TEXT } },
    ]);
  });

  it('starts once, whichever comes first of the paint and the longest wait', () => {
    const { appended, tasks, context, paint } = fakeWindow('visible');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    const [longestWait] = tasks.splice(0);
    longestWait!();
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'script']);
    paint('first-contentful-paint');
    tasks.splice(0).forEach((task) => task());
    expect(appended).toHaveLength(3);
  });

  it('starts after the first frame where paints are not reported', () => {
    const { appended, frames, tasks, context } = fakeWindow('visible', false);
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    tasks.shift();
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!();
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  it('starts at once in a hidden tab, where nothing is painted', () => {
    const { appended, frames, context } = fakeWindow('hidden');
    runInNewContext(loaderOf(hydrateAfterPaint(PAGE)), context);
    expect(frames).toEqual([]);
    expect(appended.map(({ element }) => element.tag)).toEqual(['link', 'link', 'script']);
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
