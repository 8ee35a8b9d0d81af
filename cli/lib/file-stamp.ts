import type { Stats } from 'node:fs';

/**
 * A source file's stamp: size, modification and change times, inode. Any write, a rename over
 * it or a `touch` changes it (make and git's index rely on the same): equal stamps, same file.
 */
export const sourceStamp = (info: Stats): string => `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;

/**
 * A written file's stamp (a cached object, an output file): without the change time, which
 * linking the same inode elsewhere changes; a write changes the modification time.
 */
export const writtenStamp = (info: Stats): string => `${info.size}:${info.mtimeMs}:${info.ino}`;
