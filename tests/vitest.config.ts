import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const include = ['tests/unit/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts'];

/**
 * Test files that replace a module (vi.mock, vi.doMock) need a module graph of their own. Every
 * other file shares its worker's modules with the files run before it: loading the CLI, React and
 * the templates once per worker instead of once per file takes a third off the run (267 -> 204 s).
 */
const mocking = ['tests/unit', 'tests/cli'].flatMap((folder) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'))),
);

/**
 * The Markdown suite again with remark-parse (tests/support/suite-parser.ts): the files whose
 * bodies go through the site's parser, whichever it is. The parsers-* files compare both already.
 * They share their worker's modules too: every one of them reads the same parser setting.
 */
const markdownSuite = [
  'tests/unit/cli/pipeline/markdown/{render-markdown,commonmark,fact-directives,maintainer-plugins}.test.ts',
];

export default defineConfig({
  root,
  test: {
    environment: 'node',
    // Widget tests opt in with `// @vitest-environment happy-dom`; it must never fetch scripts or styles.
    environmentOptions: {
      happyDOM: {
        url: 'https://chinookdigital.example/',
        settings: {
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
          navigation: {
            disableMainFrameNavigation: true,
            disableChildFrameNavigation: true,
            disableChildPageNavigation: true,
          },
        },
      },
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores of the CI machine: the slow files (CLI processes, builds) then run side by side.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
      {
        extends: true,
        test: {
          name: 'markdown-remark',
          include: markdownSuite,
          env: { SITE_TEST_MARKDOWN_PARSER: 'remark' },
          isolate: false,
        },
      },
    ],
  },
});
