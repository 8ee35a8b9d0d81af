import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts'],
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
  },
});
