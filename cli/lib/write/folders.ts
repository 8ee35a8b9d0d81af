import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuildError, UsageError } from '../../errors';
import { inside, isWithin } from './inside';
import { BENCH_MARKER, CACHE_TAG, leftoverOf, OUTPUT_MARKER, SCRATCH_PREFIX } from './places';

/**
 * Whole folders: made, swapped and removed only as places.ts lists them. Every removal proves
 * first that the folder is what the caller says it is, so a wrong path deletes nothing.
 */

/** Which of the listed folders a removal is for. */
export type FolderKind = 'staging' | 'old-output' | 'scratch' | 'cache' | 'bench';

/** Makes a listed folder (the output folder, the cache, the seed) and its parents. */
export function ensureFolderSync(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

export async function ensureFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/** A new scratch folder in the system's temporary folder, for `purpose` (check, audit, seed...). */
export function makeScratch(purpose: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `${SCRATCH_PREFIX}${purpose}-`));
}

/** Copies the folder `from` (the real content, for the benchmark) to `rel` below `root`. */
export async function copyFolderIn(
  from: string,
  root: string,
  rel: string,
  filter?: (source: string) => boolean,
): Promise<void> {
  await cp(from, inside(root, rel), { recursive: true, ...(filter ? { filter } : {}) });
}

/**
 * Claims the benchmark's work folder: new, empty or marked by an earlier run (BENCH_MARKER);
 * refuses any other, since the benchmark removes and remakes folders below it.
 */
export function claimBenchFolder(dir: string): void {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  if (names.length && !names.includes(BENCH_MARKER))
    throw new UsageError(
      `Refused to use ${dir} for the benchmark: it holds files an earlier run did not write. Name a new or empty folder with --work.`,
    );
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, BENCH_MARKER),
    'The work folder of `npm run bench`: its runs remove and remake what is here.\n',
  );
}

/** Renames a folder within its parent: the output folder and its staging and old twins only. */
export function swapFolderSync(from: string, to: string, outDir: string): void {
  for (const dir of [from, to])
    if (dir !== outDir && !leftoverOf(outDir, path.basename(dir)))
      throw new BuildError(`Refused to move ${dir}: not the output folder ${outDir} or its staging or old twin.`);
  renameSync(from, to);
}

/** Why `dir` may not be removed as a `kind` folder, or undefined when it may. */
function refusal(dir: string, kind: FolderKind, outDir?: string): string | undefined {
  const name = path.basename(dir);
  switch (kind) {
    case 'staging':
    case 'old-output': {
      const leftover = outDir && path.dirname(dir) === path.dirname(outDir) ? leftoverOf(outDir, name) : undefined;
      if (!leftover || leftover.kind !== (kind === 'staging' ? 'tmp' : 'old'))
        return `it is not a ${kind} folder of ${outDir ?? 'an output folder'}`;
      if (kind === 'old-output' && existsSync(dir) && !existsSync(path.join(dir, OUTPUT_MARKER)))
        return `it does not carry ${OUTPUT_MARKER}, so no build wrote it`;
      return undefined;
    }
    case 'scratch':
      return path.dirname(dir) === path.resolve(tmpdir()) && name.startsWith(SCRATCH_PREFIX)
        ? undefined
        : `it is not a scratch folder in ${tmpdir()}`;
    case 'cache':
      return isCacheFolder(dir) ? undefined : `it does not carry ${CACHE_TAG}`;
    case 'bench':
      return inBenchFolder(dir) ? undefined : `it is not below a folder marked ${BENCH_MARKER}`;
  }
}

function inBenchFolder(dir: string): boolean {
  for (let at = path.dirname(dir); at !== path.dirname(at); at = path.dirname(at))
    if (existsSync(path.join(at, BENCH_MARKER))) return true;
  return false;
}

function isCacheFolder(dir: string): boolean {
  try {
    return readFileSync(path.join(dir, CACHE_TAG), 'utf8').startsWith('Signature: 8a477f597d28d172789f06886806bc55');
  } catch {
    return false;
  }
}

function assertRemovable(dir: string, kind: FolderKind, outDir?: string): string {
  const abs = path.resolve(dir);
  const why = refusal(abs, kind, outDir && path.resolve(outDir));
  if (why) throw new BuildError(`Refused to remove ${abs}: ${why}. Nothing was deleted.`);
  if (isWithin(abs, path.resolve(process.cwd())) || isWithin(abs, path.resolve(tmpdir())))
    throw new BuildError(`Refused to remove ${abs}: it holds the working folder or the temporary folder.`);
  return abs;
}

/** Removes a listed folder and everything in it, once proven to be one (see refusal). */
export async function removeFolder(dir: string, kind: FolderKind, outDir?: string): Promise<void> {
  await rm(assertRemovable(dir, kind, outDir), { recursive: true, force: true });
}

export function removeFolderSync(dir: string, kind: FolderKind, outDir?: string): void {
  rmSync(assertRemovable(dir, kind, outDir), { recursive: true, force: true });
}

/**
 * Removes a listed folder without making the command wait for thousands of unlinks (most of a
 * warm build's time at scale): a detached Node process removes it. Should it not finish, the
 * folder is a leftover the next build removes.
 */
export function removeFolderInBackground(dir: string, kind: FolderKind, outDir?: string): void {
  const abs = assertRemovable(dir, kind, outDir);
  try {
    const child = spawn(
      process.execPath,
      ['-e', `require('node:fs').rmSync(${JSON.stringify(abs)}, { recursive: true, force: true })`],
      { detached: true, stdio: 'ignore' },
    );
    child.on('error', () => rmSync(abs, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(abs, { recursive: true, force: true });
  }
}
