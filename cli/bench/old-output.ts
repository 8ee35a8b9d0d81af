import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { removeFolder } from '../lib/write/folders';

/**
 * Waits until the output a build replaced is deleted. A build swaps its new output in and leaves
 * the old folder to a background process; the next measured run (ours or Eleventy's) must not
 * share the machine with those thousands of deletions.
 */
export async function oldOutputRemoved(outDir: string, timeoutMs = 120_000): Promise<void> {
  const prefix = `${path.basename(outDir)}.old-`;
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const names = await readdir(path.dirname(outDir)).catch(() => [] as string[]);
    if (!names.some((name) => name.startsWith(prefix))) return;
    await sleep(100);
  }
}

/**
 * Removes an output folder before a cold build, untimed, and lets the file system settle. A cold
 * build, ours or Eleventy's, writes into a folder that does not exist, as on a fresh checkout in
 * CI: writing over the last run's files instead skips making thousands of folders and files
 * (Eleventy's 4,000 posts: 0.7-0.9 s of system time over its own output, 1.2-3.5 s into a new
 * folder). `sync` writes the removal out, so no build pays for another's deletions.
 */
export async function freshOutput(outDir: string): Promise<void> {
  await removeFolder(outDir, 'bench');
  await oldOutputRemoved(outDir);
  try {
    execFileSync('sync', { stdio: 'ignore' });
  } catch {
    // No sync command (not POSIX): the removal is written out in its own time.
  }
}
