import { describe, expect, it } from 'vitest';
import { findChromium, type BrowserLookup } from '../../support/browser';

/** A machine where exactly `installed` exist, and Playwright has no browser of its own. */
const machine = (installed: string[], env: NodeJS.ProcessEnv = {}): BrowserLookup => ({
  env,
  exists: (file) => installed.includes(file),
  bundled: () => {
    throw new Error('Executable does not exist');
  },
});

describe('the browser the tests run in', () => {
  it("is Chromium's headless shell when it is installed, beside the full browser or not", () => {
    expect(findChromium(machine(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('is the full browser where only it is installed', () => {
    expect(findChromium(machine(['/usr/bin/chromium']))).toBe('/usr/bin/chromium');
  });

  it("is Playwright's own when it has one, and CHROMIUM_PATH's when that is set", () => {
    const own = { ...machine(['/pw/chrome', '/usr/bin/chromium-headless-shell']), bundled: () => '/pw/chrome' };
    expect(findChromium(own)).toBeUndefined();
    expect(findChromium(machine(['/opt/chrome'], { CHROMIUM_PATH: '/opt/chrome' }))).toBe('/opt/chrome');
    expect(() => findChromium(machine([], { CHROMIUM_PATH: '/opt/none' }))).toThrow(
      'CHROMIUM_PATH=/opt/none does not exist',
    );
  });

  it('says what to install when there is none', () => {
    expect(() => findChromium(machine([]))).toThrow(/apt-get install -y chromium-headless-shell/);
  });
});
