import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { findChromium, HEADLESS_FLAGS } from '../lib/find-chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  lhr: Result;
  html: string;
}

const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const MAX_ATTEMPTS = 4;
/** Pause before another attempt, longer each time: a trace that failed once often fails again at once. */
const retryDelay = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 1000 * attempt));

/** Runs Lighthouse, route after route, in one browser. */
export interface LighthouseSession {
  run(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/**
 * Lighthouse's default config, waiting 250 ms (not 1,000) after first paint and the load event,
 * and for 250 ms of quiet network and CPU, before it ends a run. Our pages do all their work by
 * the load event (islands load on first contact, analytics after consent), and the scores are
 * simulated from the trace: on the 25 sampled routes the scores were the same and the audit took
 * 92 s instead of 136 s (the issue list differs only by info-level lines that vary from run to run).
 */
const QUIET_CONFIG = {
  extends: 'lighthouse:default',
  settings: { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 },
} as const;

/**
 * Returns a runner of Lighthouse's default config (with shorter waits: QUIET_CONFIG): a mobile
 * device with simulated slow-4G throttling, as PageSpeed Insights scores phones.
 *
 * Runs share one browser (Lighthouse opens a tab of its own for each and clears the cache and
 * storage first, so a run sees what a first visit would); a browser launch costs 0.6 s of each
 * run's 5.6 s (before QUIET_CONFIG). A run that fails to record its trace gets a fresh browser for its next attempt.
 */
export async function startLighthouse(): Promise<LighthouseSession> {
  const chromePath = findChromium();
  let current: LaunchedChrome | undefined;
  const browser = async () =>
    (current ??= await launch({ chromePath, chromeFlags: HEADLESS_FLAGS, logLevel: 'silent' }));
  const discard = () => {
    current?.kill();
    current = undefined;
  };
  return {
    async run(url) {
      for (let attempt = 1; ; attempt += 1) {
        if (attempt > 1) await retryDelay(attempt - 1);
        const chrome = await browser();
        let result: Awaited<ReturnType<typeof lighthouse>>;
        try {
          result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'html',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              // The full-page screenshot only illustrates the report's element snippets, and costs
              // about 1.8 s of each run here (6 routes: 54.5 -> 43.6 s); scores do not use it.
              disableFullPageScreenshot: true,
            },
            QUIET_CONFIG,
          );
        } catch (error) {
          discard();
          throw error;
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const error = result.lhr.runtimeError;
        // A trace that failed to record is Lighthouse's own flake ("Please run Lighthouse again").
        if (error && RETRYABLE.has(error.code) && attempt < MAX_ATTEMPTS) {
          discard();
          continue;
        }
        if (error) throw new Error(`Lighthouse could not audit ${url}: ${error.message}`);
        return { lhr: result.lhr, html: String(result.report) };
      }
    },
    async close() {
      discard();
    },
  };
}
