import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_FLAGS } from '../../cli/lib/find-chromium';

/** Flags for Chromium in a sandboxed, offline CI machine (no background network calls, no GPU), as `site audit` uses. */
export const CHROMIUM_ARGS = HEADLESS_FLAGS;

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser to test with: Playwright's own Chromium when it is installed, else the
 * system's. Throws with the exact install command when there is none.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright finds its own
  const system = SYSTEM_CHROMIUM.find((p) => existsSync(p));
  if (system) return system;
  throw new Error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu; used at /usr/bin/chromium)\n' +
      '  npx playwright install chromium                           (where downloads are allowed)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

export const launchOptions = () => {
  const executablePath = findChromium();
  return { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) };
};
