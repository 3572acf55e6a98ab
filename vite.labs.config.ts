import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { site } from './common/site';

/**
 * The static labs (/algo/*.html, /fluxbuilder/index.html): plain multi-page HTML with typed
 * TypeScript, no React runtime. Runs after `react-router build` (which empties build/client)
 * and writes next to its output; hashed files go to /labs-assets/ so they never collide with
 * React Router's /assets/.
 */
const root = fileURLToPath(new URL('./labs-static', import.meta.url));
const PAGES = [
  'algo/index',
  'algo/bfs',
  'algo/bfs-2',
  'algo/dfs',
  'algo/dijkstra',
  'algo/rbtree',
  'fluxbuilder/index',
] as const;

/** Fills %SITE_NAME% in the pages' titles from common/site.ts. */
const siteName: Plugin = {
  name: 'labs-site-name',
  transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', site.name),
};

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  plugins: [siteName],
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
