import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
    this.files.push({ path: relPath.split(path.sep).join('/'), bytes });
  }
}

/**
 * Runs `work` against a fresh staging folder beside `outDir`, then swaps it into place.
 * If `work` throws, the staging folder is removed and `outDir` is left exactly as it was.
 */
export async function buildIntoStaging<T>(outDir: string, work: (stagingDir: string) => Promise<T>): Promise<T> {
  const staging = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let result: T;
  try {
    result = await work(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const old = `${outDir}.old-${process.pid}-${Date.now().toString(36)}`;
  try {
    await rename(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
  return result;
}
