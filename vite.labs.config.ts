import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { NAV_ITEMS, sectionHref } from './app/shell/nav/nav-items.ts';
import { prePaintThemeScript } from './app/shell/theme/pre-paint-script.ts';
import { ALGORITHM_PAGES, type AlgorithmPage } from './labs-static/algo/pages.ts';

/**
 * The static labs (/algo/*.html, /fluxbuilder/index.html): plain multi-page HTML with typed
 * TypeScript, no React runtime. Runs after `react-router build` (which empties build/client)
 * and writes next to its output; hashed files go to /labs-assets/ so they never collide with
 * React Router's /assets/.
 */
const root = fileURLToPath(new URL('./labs-static', import.meta.url));
const PAGES = [
  'algo/index',
  ...ALGORITHM_PAGES.map((page) => `algo/${page.slug}`),
  'fluxbuilder/index',
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The site's own header (home link and the main navigation, from the app's NAV_ITEMS), so a
 * visitor on a static lab can go anywhere on the site as from any other page. Plain links: the
 * site's search and theme picker need the app. The owner's name stays a placeholder, filled from
 * the stored profile when the page is served (server/labs-pages.ts).
 */
function siteHeaderHtml(): string {
  const links = NAV_ITEMS.map((item) => {
    const href = item.kind === 'route' ? item.to : sectionHref(item.section);
    const current = item.label === 'Labs' ? ' aria-current="true"' : '';
    return `<li><a class="site-bar__link" href="${href}"${current}>${escapeHtml(item.label)}</a></li>`;
  }).join('');
  return `<header class="site-bar"><a class="site-bar__home" href="/"><span class="site-bar__mark" aria-hidden="true">%SITE_INITIALS%</span><span class="site-bar__name">%SITE_NAME%</span></a><nav aria-label="Main"><ul class="site-bar__links">${links}</ul></nav></header>`;
}

/** Fills %SITE_HEADER% from the app's nav; %SITE_NAME% is the server's to fill, per request. */
const siteHeader: Plugin = {
  name: 'labs-site-header',
  transformIndexHtml: (html) => html.replace('%SITE_HEADER%', siteHeaderHtml()),
};

/** Served with the labs' files; unhashed, so every page can name it (cached like them). */
const THEME_SCRIPT_PATH = 'labs-assets/theme-pre-paint.js';

/**
 * The visitor's theme colour, applied before the first paint as on the app's pages: the app's
 * own pre-paint script, as a file (the labs' pages are static, so their policy allows no inline
 * script), loaded first in each page's head.
 */
const themeBeforePaint: Plugin = {
  name: 'labs-theme-before-paint',
  transformIndexHtml: (html) =>
    html.replace(
      /<meta charset="utf-8" \/>/,
      (charset) => `${charset}\n    <script src="/${THEME_SCRIPT_PATH}"></script>`,
    ),
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: THEME_SCRIPT_PATH, source: prePaintThemeScript() });
  },
};

function fillAlgorithmPage(template: string, page: AlgorithmPage): string {
  const values: Record<string, string> = {
    TITLE: page.title,
    DESCRIPTION: page.description,
    SLUG: page.slug,
    HINT: page.hint,
    SKIP_TARGET: page.skipTarget,
    SKIP_LABEL: page.skipLabel,
    MAIN_CLASS: page.mainClass,
  };
  return template.replace(/%([A-Z_]+)%/g, (whole, key: string) =>
    key in values ? escapeHtml(values[key]!) : whole,
  );
}

/** Each algorithm page is algo/page.html filled from labs-static/algo/pages.ts. */
const algorithmPages: Plugin = {
  name: 'labs-algorithm-pages',
  enforce: 'pre',
  resolveId: (id) => (pageFor(id) ? id : undefined),
  load(id) {
    const page = pageFor(id);
    if (!page) return undefined;
    return fillAlgorithmPage(readFileSync(`${root}/algo/page.html`, 'utf8'), page);
  },
};

function pageFor(id: string): AlgorithmPage | undefined {
  return ALGORITHM_PAGES.find((page) => id === `${root}/algo/${page.slug}.html`);
}

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  plugins: [algorithmPages, siteHeader, themeBeforePaint],
  build: {
    outDir: fileURLToPath(new URL('./build/client', import.meta.url)),
    emptyOutDir: false,
    assetsDir: 'labs-assets',
    target: 'es2022',
    rolldownOptions: {
      input: Object.fromEntries(PAGES.map((page) => [page, `${root}/${page}.html`])),
    },
  },
});
