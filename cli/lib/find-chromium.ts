import { existsSync } from 'node:fs';
import { Launcher } from 'chrome-launcher';
import { SiteError } from '../errors';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The Chromium or Chrome that `site audit` drives: CHROMIUM_PATH or CHROME_PATH when set,
 * else a system install, else whatever chrome-launcher finds; a SiteError saying what to
 * install when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.CHROMIUM_PATH ?? env.CHROME_PATH;
  if (named) {
    if (!existsSync(named))
      throw new SiteError(`${env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : 'CHROME_PATH'}=${named} does not exist.`);
    return named;
  }
  const found = SYSTEM_PATHS.find((p) => existsSync(p)) ?? Launcher.getInstallations()[0];
  if (found) return found;
  throw new SiteError(
    'No Chromium or Chrome found for Lighthouse. Install one (Debian/Ubuntu: sudo apt-get install -y chromium), or set CHROMIUM_PATH to its binary.',
  );
}

/** Flags for a headless browser on a machine without a display, GPU or outside network (the tests use them too). */
export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
