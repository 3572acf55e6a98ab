import { expect, test } from './support/test';
import { waitForMonaco } from './editor.helpers';
import { openHydrated } from './pages-helpers';

// Apart from editor.spec.ts, whose pages open /editor first: a Monaco worker that page starts
// late must not count against the content pages checked here.

const MONACO_ROUTES = [
  { path: '/editor', toolbar: 'Editor tools', loading: 'Loading editor…', title: 'Code Editor' },
  { path: '/ide', toolbar: 'IDE tools', loading: 'Loading project…', title: 'Browser IDE' },
];

for (const { path, toolbar, loading, title } of MONACO_ROUTES) {
  test(`${path}: server rendering shows the toolbar and a loading state, no Monaco`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(toolbar);
    expect(html).toContain(loading);
    expect(html).not.toContain('monaco-editor');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html).toContain(`<title>${title} | `);
  });
}

test('Monaco loads only on the editor and IDE routes', async ({ page, request }) => {
  const isMonaco = (url: string) => /MonacoEditor\.client|editor\.api|\.worker-/.test(url);
  // Set by Monaco's set-up code: found in a chunk, it means Monaco's code is in that chunk.
  const MONACO_MARK = 'MonacoEnvironment';
  const loaded: string[] = [];
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('request', (req) => loaded.push(req.url()));
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    scripts.push(
      response.text().then(
        (body) => ({ url, body }),
        () => ({ url, body: '' }),
      ),
    );
  });
  const monacoChunks = async () =>
    (await Promise.all(scripts))
      .filter(({ body }) => body.includes(MONACO_MARK))
      .map(({ url }) => url);

  // Content pages: Monaco is neither requested nor preloaded, and no chunk they load holds it.
  for (const path of ['/', '/blog', '/projects', '/personal-projects', '/labs']) {
    const response = await request.get(path);
    if (response.status() === 404) continue;
    expect(
      (await response.text()).match(/[^"']*(MonacoEditor\.client|editor\.api)[^"']*/g),
    ).toBeNull();
    loaded.length = 0;
    scripts.length = 0;
    // Hydrated first: the page's scripts start only after its first paint (decision 0010).
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(loaded.filter(isMonaco), path).toEqual([]);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(await monacoChunks(), path).toEqual([]);
  }

  // The same checks see Monaco where it belongs, so they can tell the difference.
  loaded.length = 0;
  scripts.length = 0;
  await page.goto('/editor');
  await waitForMonaco(page);
  expect(loaded.some(isMonaco)).toBe(true);
  expect(await monacoChunks()).not.toEqual([]);
});
