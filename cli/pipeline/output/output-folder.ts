import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureFolder, removeFolder, removeFolderInBackground, swapFolderSync } from '../../lib/write/folders';
import { mkdirIn, unlinkIn, writeIn } from '../../lib/write/fs-writes';
import { markOutput } from '../../lib/write/output-claim';
import { leftoverOf, oldOutputFolder, stagingFolder } from '../../lib/write/places';

/**
 * The output folder: the writer that records what a build writes into it, the staging folder a
 * build fills and swaps into place, and the removal of what an earlier or killed build left.
 * Every path goes through lib/write, which proves it inside the folder before writing.
 */

export interface WrittenFile {
  /** Path inside the output folder, with forward slashes. */
  path: string;
  bytes: number;
}

/** Writes files below one folder and remembers what it wrote. */
export class OutputWriter {
  readonly files: WrittenFile[] = [];
  private readonly dirs = new Set<string>();

  constructor(readonly dir: string) {}

  async write(relPath: string, contents: string | Uint8Array): Promise<void> {
    const parent = path.dirname(relPath);
    if (parent !== '.' && !this.dirs.has(parent)) {
      await mkdirIn(this.dir, parent);
      this.dirs.add(parent);
    }
    await writeIn(this.dir, relPath, contents);
    const bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    this.record(relPath, bytes);
  }

  /** Notes a file written into the folder by someone else (rendered pages, linked cache objects). */
  record(relPath: string, bytes: number): void {
    this.files.push({ path: relPath.split(path.sep).join('/'), bytes });
  }
}

/**
 * Runs `work` against a fresh staging folder beside `outDir`, then swaps it into place.
 * If `work` throws, the staging folder is removed and `outDir` is left exactly as it was.
 * The old output is removed only once the new one is in place, and only if it carries the
 * marker (claimOutputFolder has made sure it does, before the build started).
 */
export async function buildIntoStaging<T>(outDir: string, work: (stagingDir: string) => Promise<T>): Promise<T> {
  const { staging, result } = await inStaging(outDir, work);
  const old = oldOutputFolder(outDir);
  let moved = false;
  try {
    swapFolderSync(outDir, old, outDir);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  swapFolderSync(staging, outDir, outDir);
  if (moved) removeFolderInBackground(old, 'old-output', outDir);
  return result;
}

/**
 * Runs `work` against a new staging folder beside `outDir` (`<out>.tmp-<pid>-<time>`, which
 * removeLeftovers finds should the process die), marked as output; if it throws, the folder is removed.
 */
export async function inStaging<T>(
  outDir: string,
  work: (stagingDir: string) => Promise<T>,
): Promise<{ staging: string; result: T }> {
  const staging = stagingFolder(outDir);
  await ensureFolder(staging);
  markOutput(staging);
  try {
    return { staging, result: await work(staging) };
  } catch (error) {
    await removeFolder(staging, 'staging', outDir);
    throw error;
  }
}

/** Leftovers of builds that were killed: `<out>.old-*` and `<out>.tmp-*` beside the output folder. */
export async function removeLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const leftover = leftoverOf(outDir, name);
    if (!leftover || leftover.pid === process.pid || isRunning(leftover.pid)) continue;
    const kind = leftover.kind === 'tmp' ? 'staging' : 'old-output';
    try {
      removeFolderInBackground(path.join(parent, name), kind, outDir);
    } catch {
      // An old folder without the marker is not the build's to remove: it stays, and says so by its name.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** In place (dev): deletes what the previous build wrote and this one did not (a removed page); returns what this one wrote. */
export async function removeStale(
  outDir: string,
  previous: ReadonlySet<string>,
  files: readonly string[],
): Promise<Set<string>> {
  const now = new Set(files);
  for (const file of previous) if (!now.has(file)) await unlinkIn(outDir, file).catch(() => undefined);
  return now;
}
