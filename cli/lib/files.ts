import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** A content file read from disk, with the path shown to users (relative to the working directory). */
export interface SourceFile {
  file: string;
  absPath: string;
  /** Decoded text: UTF-8 without a byte-order mark, `\n` line endings (see read-content.ts). */
  text: string;
}

/**
 * All regular files below `dir` whose names end in one of `extensions`, sorted; [] when `dir`
 * is missing. Symbolic links are skipped: use it for the project's own files. Content goes
 * through listContentFiles and readContentFile, which check links, size and encoding.
 */
export async function listFiles(dir: string, extensions: readonly string[]): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile() && extensions.some((ext) => e.name.endsWith(ext)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Paths in messages are relative to where the user ran the command, with forward slashes. */
export function displayPath(absPath: string): string {
  const rel = path.relative(process.cwd(), absPath);
  return (rel.startsWith('..') ? absPath : rel).split(path.sep).join('/');
}
