import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from './layers.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });
const CONFIG: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/layers': 'error' },
  },
];

/** The rule's messages for one import written in `file` (a path from the repository root). */
function refusals(file: string, specifier: string): string[] {
  const code = `import { probe } from '${specifier}';\nexport { probe };\n`;
  const messages = linter.verify(code, CONFIG, { filename: path.join(ROOT, file) });
  const other = messages.find((message) => message.ruleId !== 'layers/layers');
  if (other) throw new Error(`Not linted by the rule: ${other.message}`);
  return messages.map((message) => message.message);
}

describe('the layer rule', () => {
  it.each([
    ['common/site.ts', '#server/config.ts'],
    ['server/app.ts', '../app/root.tsx'],
    ['app/root.tsx', '#server/config.ts'],
    ['app/features/blog/Comments.tsx', '../editor/EditorScreen.tsx'],
    // The static labs read only common/.
    ['labs-static/algo/bfs.ts', '#app/shell/nav/nav-items.ts'],
    ['labs-static/fluxbuilder/main.ts', '../../server/config.ts'],
    ['labs-static/algo/bfs.ts', '#tests/shared/product.ts'],
    // Nothing outside the labs (but their build config) reads them.
    ['app/routes/lab-redirects.ts', '../../labs-static/algo/pages.ts'],
    // The bench reads only common/ and tests/shared/.
    ['bench/index.ts', '#server/config.ts'],
    ['bench/js/index.ts', '#app/root.tsx'],
    ['bench/js/index.ts', '#tests/e2e/support/servers.ts'],
    // Nothing outside the bench reads it.
    ['tests/e2e/pages-budget.spec.ts', '../../bench/js/first-load.ts'],
    ['playwright.config.ts', './bench/shared/browser.ts'],
    ['server/server.ts', '../bench/shared/stats.ts'],
  ])('refuses %s importing %s', (file, specifier) => {
    expect(refusals(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['app/routes/lab-redirects.ts', '#common/lab-redirects.ts'],
    ['app/features/blog/Comments.tsx', '../rooms/AccessDialog.tsx'],
    ['app/shell/ErrorScreen.test.tsx', '#server/config.ts'],
    ['labs-static/algo/bfs.ts', '#common/site.ts'],
    ['labs-static/algo/bfs.ts', '../shared/dom.ts'],
    ['vite.labs.config.ts', './labs-static/algo/pages.ts'],
    ['bench/js/index.ts', '#common/realtime/index.ts'],
    ['bench/js/index.ts', '#tests/shared/first-load.ts'],
    ['bench/js/index.ts', '../shared/stats.ts'],
    ['playwright.config.ts', '#tests/shared/chromium.ts'],
    ['tests/e2e/pages-budget.spec.ts', '#tests/shared/first-load.ts'],
  ])('lets %s import %s', (file, specifier) => {
    expect(refusals(file, specifier)).toEqual([]);
  });
});
