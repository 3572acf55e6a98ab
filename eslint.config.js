import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

const ZOD_FROM_COMMON = {
  name: 'zod',
  message: "Take `z` from common/zod.ts (configured for the pages' script policy).",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'node_modules/',
      'public/',
      'test-results/',
      'playwright-report/',
      'labs-static/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['common/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [ZOD_FROM_COMMON],
        },
      ],
    },
  },
  {
    // The zod rule again: a later block's options replace an earlier block's.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ZOD_FROM_COMMON,
            {
              name: '@playwright/test',
              message:
                'Import from ./support/test: its `test` closes the browser contexts a test opens itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/layers': 'error' },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'Wait for the condition itself (a request, stored state, a paint: support/frames.ts), or move the page clock (page.clock).',
        },
      ],
    },
  },
  {
    // Vitest runs the files of a worker in one shared module cache (vitest.config.ts).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message:
            'Test files share one module cache (vitest.config.ts: isolate false): pass a fake in instead of mocking a module.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
