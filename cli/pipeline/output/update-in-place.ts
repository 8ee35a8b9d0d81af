import { existsSync } from 'node:fs';
import path from 'node:path';
import { removeFolder } from '../../lib/write/folders';
import { mkdirInSync, moveInSync, rmdirInSync, unlinkInSync, writeInSync } from '../../lib/write/fs-writes';
import { updatingMarker } from '../../lib/write/places';
import { inStaging } from './output-folder';

/**
 * Whether the output folder is whole: it exists and no update of it was interrupted. While a
 * build moves its changed files into the output folder, the update marker sits beside it: a build
 * that finds it knows the folder may hold a mix of two builds (the process was killed mid-way)
 * and builds a whole new folder instead of updating this one.
 */
export function mayUpdate(outDir: string): boolean {
  return existsSync(outDir) && !existsSync(updatingMarker(outDir));
}

export interface Update {
  /** Files written into the staging folder, to move into the output folder. */
  changed: readonly string[];
  /** Files the last build wrote into the output folder that this one did not: removed. */
  stale: readonly string[];
}

/**
 * Moves a build's changed files from its staging folder into the output folder, one rename
 * each (a file is never half-written), and removes the stale ones. Everything that can fail
 * for a content reason has failed before this runs, so the output folder is either untouched
 * or updated whole; should the process die in the middle, the marker makes the next build
 * start from an empty folder. Call `finishUpdate` once the build's state is saved.
 */
export async function commitUpdate(stagingDir: string, outDir: string, update: Update): Promise<void> {
  const marker = updatingMarker(outDir);
  writeInSync(path.dirname(marker), path.basename(marker), `${process.pid}\n`);
  const made = new Set<string>();
  for (const file of update.changed) {
    const parent = path.dirname(file);
    if (parent !== '.' && !made.has(parent)) {
      mkdirInSync(outDir, parent);
      made.add(parent);
    }
    moveInSync(stagingDir, file, outDir, file);
  }
  for (const file of update.stale) removeWithEmptyParents(outDir, file);
  await removeFolder(stagingDir, 'staging', outDir);
}

/** Removes the marker: the output folder and the state that describes it agree again. */
export function finishUpdate(outDir: string): void {
  const marker = updatingMarker(outDir);
  // Not there: nothing was updated.
  unlinkInSync(path.dirname(marker), path.basename(marker));
}

/** Unlinks `file` and the folders it leaves empty (a removed post's `articles/<slug>/`), up to the output folder. */
function removeWithEmptyParents(outDir: string, file: string): void {
  try {
    if (!unlinkInSync(outDir, file)) return;
  } catch {
    return;
  }
  for (let dir = path.dirname(file); dir !== '.' && dir !== '/'; dir = path.dirname(dir)) {
    if (!rmdirInSync(outDir, dir)) return; // Not empty.
  }
}

/**
 * Runs `work` against a staging folder that receives only what must change (`work` is told to
 * keep unchanged pages where they are), then commits it into `outDir`. If `work` throws, the
 * staging folder is removed and `outDir` is left exactly as it was.
 */
export async function buildByUpdate<T>(
  outDir: string,
  previousOutput: readonly string[],
  work: (stagingDir: string) => Promise<T>,
  filesOf: (result: T) => { written: readonly string[]; kept: ReadonlySet<string> },
): Promise<T> {
  const { staging, result } = await inStaging(outDir, work);
  const { written, kept } = filesOf(result);
  const now = new Set(written);
  await commitUpdate(staging, outDir, {
    changed: written.filter((file) => !kept.has(file)),
    stale: previousOutput.filter((file) => !now.has(file)),
  });
  return result;
}
