// Lint for the code folders (cli, templates, widgets, edge, tests). Rules that need no type
// information: typescript-eslint's type-aware presets took 50 s of CPU (almost 2 minutes on a busy
// 2-core machine), these take 15 s.
// Formatting is Prettier's (.prettierrc.json): eslint-config-prettier, last, turns off every
// rule that could disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    // Build output, caches and test leftovers (see .gitignore); content/ is data, not code.
    '**/dist/',
    '**/dist.*/',
    '**/*.tmp-*/',
    '**/coverage/',
    '**/.cache/',
    'content/',
    'test-results/',
    'playwright-report/',
    'tests/.tmp/',
    '.scratch/',
    '**/.wrangler/',
  ]),
  {
    // A disable comment that no longer suppresses anything fails the lint instead of lingering.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { html: _html, ...rest } = audit` is how the code drops a field from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The plain JavaScript files (cli/bin, the worker entries) run in Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
  {
    // Templates render on the server: no browser state (the DOM lib stays in their tsconfig for
    // the widgets they render, so the compiler cannot say this).
    files: ['templates/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'templates/ render on the server: read browser state in a widget (widgets/), after hydration.',
        })),
      ],
    },
  },
  {
    // Hooks live in .ts files too (use-analysis.ts, use-form-submit.ts), not only in components.
    files: ['templates/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A warning would not fail `npm test`; a missing dependency is a stale value unless argued inline.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['templates/**/*.tsx', 'widgets/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A scrolling region (wide table, snippet) takes focus for keyboards (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      // Labels wrap their input and put the text in styled spans (label > span > strong): deeper than the default 2.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Every file the CLI writes, links, moves or deletes goes through cli/lib/write/, which proves
    // each path inside one of the folders it lists before touching the file system. Elsewhere in
    // cli/ only the file system's reading functions may be imported. The bootstrap that compiles
    // the CLI (cli/bin/compiled-cli.js) runs before any of it can load, and writes only the
    // compiled copies in the cache.
    files: ['cli/**/*.{ts,tsx,js,mjs}'],
    ignores: ['cli/lib/write/**', 'cli/bin/compiled-cli.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:fs', 'fs', 'node:fs/promises', 'fs/promises'].map((name) => ({
            name,
            allowImportNames: [
              ...['existsSync', 'readFileSync', 'readFile', 'readdir', 'readdirSync', 'opendir', 'watch'],
              ...['stat', 'statSync', 'lstat', 'lstatSync', 'realpath', 'realpathSync', 'access', 'accessSync'],
              ...['createReadStream', 'constants', 'Stats', 'Dirent', 'FSWatcher', 'FileHandle'],
            ],
            message:
              'Write, link, move and delete through cli/lib/write/ (it proves the path inside its folder first).',
          })),
        },
      ],
    },
  },
  {
    // The preview server opens the files it serves, for reading only (a file handle gives stat and read from one open).
    files: ['cli/preview/send-file.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
