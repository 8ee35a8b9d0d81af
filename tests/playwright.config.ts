import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/browser';

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: launchOptions(),
};
const RUNTIMES = ['pagespeed-proxy.spec.ts'];

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
    // The proxy's file first: its tests mostly wait on the runtimes they start (a quarter of the
    // machine busy for 45 s). Last in the queue, those waits were the run's final 45 s while the
    // other worker had nothing left; begun first, the other worker renders pages meanwhile.
    { name: 'runtimes', testMatch: RUNTIMES, use: desktop },
    { name: 'desktop', testIgnore: RUNTIMES, use: desktop },
  ],
});
