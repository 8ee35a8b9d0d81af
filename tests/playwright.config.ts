import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/browser';

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: launchOptions(),
};
const RUNTIMES = ['pagespeed-proxy.spec.ts'];

/**
 * A browser context per test costs about 0.25 CPU-s (a renderer process, its setup), more than
 * most tests' one visit. Files whose tests leave nothing behind that Playwright's reset between
 * tests misses (cookies, storage, caches, init scripts, extra pages, viewport and emulation are
 * reset) share one context per worker: those that install a fake clock, route requests, expose
 * functions or change the context's permissions, network or headers, themselves or through a
 * helper of tests/e2e/ they import, get a fresh one per test. Measured: 490 -> 464 CPU-s for the
 * whole run.
 */
const LASTING =
  /\bclock\.|\.route\(|routeFromHAR|exposeFunction|exposeBinding|grantPermissions|setOffline|setGeolocation|setExtraHTTPHeaders/;
const e2eFiles = readdirSync(new URL('./e2e', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(`./e2e/${file}`, import.meta.url), 'utf8') }));
const lastingHelpers = e2eFiles
  .filter(({ file, text }) => !file.endsWith('.spec.ts') && LASTING.test(text))
  .map(({ file }) => `./${file.replace(/\.ts$/, '')}'`);
const OWN_CONTEXT = e2eFiles
  .filter(({ file }) => file.endsWith('.spec.ts') && !RUNTIMES.includes(file))
  .filter(({ text }) => LASTING.test(text) || lastingHelpers.some((helper) => text.includes(helper)))
  .map(({ file }) => file);

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
    // Then the walks over every route (most of them share a context), whose pages keep both cores
    // busy beside the proxy's waits; the many short tests of their own context come last, so the
    // two workers finish together. In the other order the first minute left a fifth of the machine
    // idle and one worker ended alone (e2e: 254 s -> 242 s).
    { name: 'shared-context', testIgnore: [...RUNTIMES, ...OWN_CONTEXT], use: { ...desktop, reuseContext: true } },
    { name: 'desktop', testMatch: OWN_CONTEXT, use: desktop },
  ],
});
