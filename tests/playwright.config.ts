import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/browser';

/** Browser tests against the real site, built once and served by `site preview` (see e2e/global-setup.ts). */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: './.tmp/e2e-results',
  use: {
    baseURL: process.env.PREVIEW_URL,
    launchOptions: launchOptions(),
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: launchOptions() },
    },
  ],
});
