import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig, type Plugin } from 'vite';

const PAGE_STYLES_ID = 'virtual:page-styles';
const RESOLVED_PAGE_STYLES_ID = `\0${PAGE_STYLES_ID}`;

/**
 * `virtual:page-styles`: on the server, every CSS file of the browser build by its URL, so the
 * first HTML of a page carries its styles inline instead of making the first paint wait for
 * stylesheet requests (app/shell/PageStyles.tsx). In the browser build (and in development) it
 * is empty: the browser reads the inlined styles from the document and links the rest.
 */
function pageStyles(): Plugin {
  const cssByUrl = new Map<string, string>();
  return {
    name: 'devfolio:page-styles',
    resolveId: (id) => (id === PAGE_STYLES_ID ? RESOLVED_PAGE_STYLES_ID : undefined),
    load(id) {
      if (id !== RESOLVED_PAGE_STYLES_ID) return undefined;
      const styles = this.environment.name === 'ssr' ? Object.fromEntries(cssByUrl) : {};
      return `export const pageStyles = ${JSON.stringify(styles)};`;
    },
    // React Router builds the browser bundle before the server's, which imports the result.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        // Inside <style>, only `</style` could end the element early.
        cssByUrl.set(`/${file.fileName}`, css.replace(/<\/(style)/gi, '<\\/$1'));
      }
    },
  };
}

/**
 * React Router asks the bundler to keep each route module's exports exactly ('exports-only').
 * Allowing a route's chunk to export more lets the bundler keep the modules a route shares with
 * its own lazily loaded parts (its style module, say) inside the route's chunk, instead of
 * splitting each into a small file of its own. The route's own exports are unchanged.
 */
function letRouteChunksExportMore(): Plugin {
  return {
    name: 'devfolio:route-chunks-export-more',
    options(options) {
      if (this.environment.name !== 'client') return undefined;
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

const appFile = (path: string) => fileURLToPath(new URL(`./app/${path}`, import.meta.url));
const ROOT_ROUTE_FILE = appFile('root.tsx');
/** The routes of the content pages, which a first visit usually lands on. */
const CONTENT_ROUTE_FILES = [
  'home',
  'projects',
  'personal-projects',
  'blog',
  'blog-post',
  'labs',
  'not-found',
].map((name) => appFile(`routes/${name}.tsx`));

const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * lucide's index imports all of its ~1,600 icons; only the ones some page uses are bundled, and
 * following the index would pull every one of those into the root group.
 */
const ICON_MODULE = /[\\/]node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]/;
const OUR_SOURCE = /^[^\0]*[\\/](app|common)[\\/]/;

const pathOf = (id: string) => id.split('?')[0] ?? id;

/**
 * The root route and everything it imports, statically and transitively, apart from the
 * framework: every page loads all of it, so it travels best as one chunk. Left to itself, the
 * bundler cuts it into a dozen small chunks wherever a lazily loaded piece or a route shares a
 * module, and each small file costs its own request and compresses worse than one file.
 */
const rootModules = new Set<string>();

/**
 * How many of the content pages must share one of our modules for it to join the root chunk:
 * the page helpers nearly every route uses (meta tags, error and empty states) travel with the
 * shell instead of as small files of their own.
 */
const WIDELY_SHARED_PAGE_COUNT = 4;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `from` and everything it imports statically, except what `skip` names (nor beyond it). */
function staticImports(graph: ModuleGraph, from: string[], skip: (id: string) => boolean) {
  const found = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || skip(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

function collectSharedModules(): Plugin {
  return {
    name: 'devfolio:shared-modules',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const routeModules = (file: string) => ids.filter((id) => pathOf(id) === file);
      const notOurs = (id: string) => FRAMEWORK_MODULE.test(id) || ICON_MODULE.test(id);

      rootModules.clear();
      for (const id of staticImports(this, routeModules(ROOT_ROUTE_FILE), notOurs)) {
        rootModules.add(id);
      }

      const pages = CONTENT_ROUTE_FILES.map((file) =>
        staticImports(this, routeModules(file), (id) => notOurs(id) || rootModules.has(id)),
      );
      for (const id of new Set(pages.flatMap((page) => [...page]))) {
        const sharedBy = pages.filter((page) => page.has(id)).length;
        const isRoute = CONTENT_ROUTE_FILES.includes(pathOf(id));
        if (sharedBy >= WIDELY_SHARED_PAGE_COUNT && !isRoute && OUR_SOURCE.test(id)) {
          rootModules.add(id);
        }
      }
    },
  };
}

/**
 * React Router 7.18 (the last 7.x) still passes Vite's deprecated `envFile` option to the servers
 * it starts; the warning names nothing this project can change, so the child compiler's copy is
 * left out of the build log. (The copies its config loader prints, before this file is read,
 * are dropped by scripts/react-router.mjs, which the build and typecheck scripts run.)
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes('`envFile` option is deprecated')) return;
  warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [reactRouter(), pageStyles(), collectSharedModules(), letRouteChunksExportMore()],
  resolve: {
    // y-monaco 0.1.6 imports Monaco's pre-0.56 path; Monaco 0.57 serves the same module here.
    alias: [{ find: /^monaco-editor\/esm\/vs\/(.*)$/, replacement: 'monaco-editor/$1' }],
  },
  // Bundled into the server too: Node importing lucide's index loads all ~1,600 icons (≈ 29 MB
  // of the server's memory); bundled, the server keeps only the icons the pages draw.
  ssr: { noExternal: ['lucide'] },
  // Monaco's workers are ES modules with code splitting.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        // Monaco's editor chunk (~4 MB) is expected: only the editor and IDE routes load it, and
        // tests/e2e/pages-budget.spec.ts keeps it off the content pages.
        chunkSizeWarningLimit: 5_000,
        // React Router reads this key (not rolldownOptions) for the browser build's output.
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The framework: one file every page needs, claimed first so that the root group
                // does not take it along as its dependency.
                { name: 'framework', test: FRAMEWORK_MODULE, priority: 2 },
                { name: 'root', test: (id) => rootModules.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
