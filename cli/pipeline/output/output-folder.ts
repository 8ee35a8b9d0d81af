import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The output folder: the writer that records what a build writes into it, the staging folder a
 * build fills and swaps into place, and the removal of what an earlier or killed build left.
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
    const target = path.join(this.dir, relPath);
    const parent = path.dirname(target);
    if (!this.dirs.has(parent)) {
      await mkdir(parent, { recursive: true });
      this.dirs.add(parent);
    }
    await writeFile(target, contents);
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
 */
export async function buildIntoStaging<T>(outDir: string, work: (stagingDir: string) => Promise<T>): Promise<T> {
  const { staging, result } = await inStaging(outDir, work);
  const old = `${outDir}.old-${process.pid}-${Date.now().toString(36)}`;
  try {
    await rename(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(staging, outDir);
  removeInBackground(old);
  return result;
}

/**
 * Runs `work` against a new staging folder beside `outDir` (`<out>.tmp-<pid>-<time>`, which
 * removeLeftovers finds should the process die); if it throws, the folder is removed.
 */
export async function inStaging<T>(
  outDir: string,
  work: (stagingDir: string) => Promise<T>,
): Promise<{ staging: string; result: T }> {
  const staging = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    return { staging, result: await work(staging) };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Deletes the previous output after the swap without making the build wait for thousands of
 * unlinks (most of a warm build's time at scale): a detached Node process removes it. Should
 * it not finish, the folder is a hidden-by-.gitignore `dist.old-*` that the next build removes.
 */
function removeInBackground(dir: string): void {
  try {
    const child = spawn(
      process.execPath,
      ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Leftovers of builds that were killed: `<out>.old-*` and `<out>.tmp-*` beside the output folder. */
export async function removeLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(prefix) && /\.(old|tmp)-\d+-/.test(name.slice(prefix.length - 1))) {
      const pid = Number(/-(\d+)-/.exec(name)?.[1]);
      if (pid !== process.pid && !isRunning(pid)) removeInBackground(path.join(parent, name));
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
  for (const file of previous) if (!now.has(file)) await unlink(path.join(outDir, file)).catch(() => undefined);
  return now;
}
