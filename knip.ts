import type { KnipConfig } from 'knip';

/**
 * What knip cannot find by itself: the entries that scripts/build-server.mjs and the static labs'
 * HTML name, and what the style sheets load. Its plugins read the rest
 * (React Router's routes, Vite, Vitest, Playwright, ESLint, the package scripts).
 * docs/decisions/0015-knip-aliases-quiet-install.md
 */
export default {
  entry: [
    'server/realtime/doc-worker.ts',
    // labs-static/algo/page.html loads `./%SLUG%.ts`, one per page of labs-static/algo/pages.ts.
    'labs-static/algo/*.ts',
    // labs-static/algo/index.html links its style sheet.
    'labs-static/algo/index.css',
  ],
  project: ['**/*.{ts,tsx,js,mjs,css}'],
  compilers: {
    // A style sheet's dependencies: its @import and `composes … from` sheets, and the packages
    // its url()s load from (the fonts).
    css: (text: string) =>
      [
        ...text.matchAll(/@import\s+['"]([^'"]+)['"]/g),
        ...text.matchAll(/composes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g),
        ...text.matchAll(/url\(['"]?(@?[\w-]+\/[^'")]+)['"]?\)/g),
      ]
        .map(([, specifier]) => `import '${specifier}';`)
        .join('\n'),
  },
} satisfies KnipConfig;
