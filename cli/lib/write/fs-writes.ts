import {
  copyFileSync,
  constants,
  linkSync,
  mkdirSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { appendFile, mkdir, rename, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inside } from './inside';

/**
 * The only module that writes, links, moves or deletes single files (whole folders: folders.ts).
 * Each call names the folder it writes in and a path relative to it, proven inside (see inside.ts)
 * before the file system is touched. The folders themselves are the places places.ts lists.
 * Synchronous twins exist for the hot paths: thousands of pages and images in a row, where a
 * promise round trip through libuv's pool costs more than the call.
 */

export type Bytes = string | Uint8Array;

/** A folder below `root`, or `root` itself for `.` (what path.dirname gives for a file at the top). */
const folderIn = (root: string, rel: string) => (rel === '.' ? path.resolve(root) : inside(root, rel));

/** Makes `rel` (a folder below `root`, or `.` for `root`) and its parents. */
export function mkdirInSync(root: string, rel: string): string {
  const dir = folderIn(root, rel);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function mkdirIn(root: string, rel: string): Promise<string> {
  const dir = folderIn(root, rel);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Writes a file; `exclusive` fails with EEXIST rather than write over one (or through a hard link). */
export function writeInSync(root: string, rel: string, bytes: Bytes, options: { exclusive?: boolean } = {}): void {
  writeFileSync(inside(root, rel), bytes, options.exclusive ? { flag: 'wx' } : undefined);
}

export async function writeIn(
  root: string,
  rel: string,
  bytes: Bytes,
  options: { exclusive?: boolean } = {},
): Promise<void> {
  await writeFile(inside(root, rel), bytes, options.exclusive ? { flag: 'wx' } : undefined);
}

/** Adds to the end of a file (the benchmark's edit of a post). */
export async function appendIn(root: string, rel: string, text: string): Promise<void> {
  await appendFile(inside(root, rel), text);
}

const tempName = (target: string) => `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/** Through a temporary file and a rename: an interrupted write never leaves half a file, and readers never see one. */
export function replaceInSync(root: string, rel: string, bytes: Bytes): void {
  const target = inside(root, rel);
  const temp = tempName(target);
  writeFileSync(temp, bytes);
  renameSync(temp, target);
}

export async function replaceIn(root: string, rel: string, bytes: Bytes): Promise<void> {
  const target = inside(root, rel);
  const temp = tempName(target);
  await writeFile(temp, bytes);
  await rename(temp, target);
}

/** Hard-links `from` (any readable file) to `rel` below `root`; EEXIST and the like are the caller's to handle. */
export function linkInSync(from: string, root: string, rel: string): void {
  linkSync(from, inside(root, rel));
}

/** Copies `from` to `rel` below `root`, as a copy-on-write clone where the file system can. */
export function copyInSync(from: string, root: string, rel: string): void {
  copyFileSync(from, inside(root, rel), constants.COPYFILE_FICLONE);
}

/** Moves a file from one listed folder to another (one rename: never half there). */
export function moveInSync(fromRoot: string, fromRel: string, toRoot: string, toRel: string): void {
  renameSync(inside(fromRoot, fromRel), inside(toRoot, toRel));
}

/** Deletes a file; false when it was not there. */
export function unlinkInSync(root: string, rel: string): boolean {
  try {
    unlinkSync(inside(root, rel));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export async function unlinkIn(root: string, rel: string): Promise<boolean> {
  try {
    await unlink(inside(root, rel));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes an empty folder; false when it is not empty or not there. */
export function rmdirInSync(root: string, rel: string): boolean {
  try {
    rmdirSync(inside(root, rel));
    return true;
  } catch {
    return false;
  }
}

/** Sets a file's times (the cache marks what builds use by them). */
export function touchInSync(root: string, rel: string, time: Date): void {
  utimesSync(inside(root, rel), time, time);
}

export async function touchIn(root: string, rel: string, time: Date): Promise<void> {
  await utimes(inside(root, rel), time, time);
}
