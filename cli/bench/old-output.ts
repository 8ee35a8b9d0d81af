import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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
