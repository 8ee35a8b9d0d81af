import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Page } from '@playwright/test';
import { findChromium, HEADLESS_FLAGS } from '../lib/find-chromium';
import { median } from './measure';
import { writeIn } from '../lib/write/fs-writes';

export interface EditOptions {
  /** `node cli/bin/site.js`, as a user runs it. */
  site: string;
  contentDir: string;
  /** The Markdown file to edit, and the route that shows it. */
  file: string;
  route: string;
  runs: number;
  env: NodeJS.ProcessEnv;
}

export interface EditTimes {
  /** Milliseconds from the file write to the browser showing the new text, each run. */
  runs: number[];
  medianMs: number;
  /** How long `site dev` took to build everything and serve (seconds). */
  startS: number;
}

declare global {
  interface Window {
    benchShownAt?: number;
  }
}

/**
 * Starts `site dev` on `contentDir` in its own process, opens `route` in Chromium, then edits
 * the file `runs` times: each time, the clock runs from the write to the first frame of the
 * page that shows the new text (the page's own clock, on the same machine). The file is
 * restored and everything stopped at the end.
 */
export async function measureEditToBrowser(options: EditOptions): Promise<EditTimes> {
  const original = await readFile(options.file, 'utf8');
  const started = performance.now();
  const dev = spawn(process.execPath, [options.site, 'dev', '--content', options.contentDir, '--port', '0'], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: HEADLESS_FLAGS });
  try {
    const url = await servingUrl(dev);
    const startS = (performance.now() - started) / 1000;
    const page = await browser.newPage();
    // Every document notes when its first frame after DOMContentLoaded was painted.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() =>
          setTimeout(() => (window.benchShownAt = performance.timeOrigin + performance.now())),
        ),
      );
    });
    await page.goto(`${url}${options.route}`, { waitUntil: 'load' });
    const runs: number[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const marker = `Edited for the edit-to-browser benchmark, run ${run} of ${options.runs}.`;
      const writtenAt = performance.timeOrigin + performance.now();
      await writeIn(path.dirname(options.file), path.basename(options.file), `${original}\n${marker}\n`);
      runs.push((await shownAt(page, marker)) - writtenAt);
      // Let the watcher and the page settle before the next edit.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { runs, medianMs: median(runs), startS };
  } finally {
    await writeIn(path.dirname(options.file), path.basename(options.file), original);
    await browser.close();
    await stop(dev);
  }
}

/** The time the page showing `marker` was painted, waiting through the reloads. */
async function shownAt(page: Page, marker: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const handle = await page.waitForFunction(
        (text) => document.body?.textContent?.includes(text) && window.benchShownAt,
        marker,
        { timeout: Math.max(1, deadline - Date.now()), polling: 'raf' },
      );
      return (await handle.jsonValue()) as number;
    } catch (error) {
      // A reload destroys the context being polled: poll the new document.
      if (Date.now() > deadline || !/context was destroyed|navigation/i.test((error as Error).message)) throw error;
    }
  }
}

/** Resolves with the address `site dev` prints once its first build is served. */
function servingUrl(dev: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: dev.stdout! });
    lines.on('line', (line) => {
      const match = /Serving at (\S+?)\/? /.exec(line);
      if (match) resolve(match[1]!);
    });
    dev.once('exit', (code) => reject(new Error(`site dev exited (${code}) before serving`)));
  });
}

function stop(dev: ChildProcess): Promise<void> {
  if (dev.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    dev.once('exit', () => resolve());
    dev.kill('SIGTERM');
  });
}
