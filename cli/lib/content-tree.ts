import type { Dirent } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors';
import { followLink } from './content-links';
import { displayPath } from './files';

export interface ContentFiles {
  /** Paths as found below the folder (through links, not their targets), sorted. */
  files: string[];
  problems: Problem[];
}

/**
 * Every file below `dir` whose name ends in one of `extensions` ('' for all), sorted; none
 * when `dir` does not exist. Symbolic links are followed while they stay inside `contentRoot`
 * (a linked folder is walked like a real one); a link leading out of it, or to nothing, is a problem
 * whatever its name.
 */
export async function listContentFiles(
  dir: string,
  extensions: readonly string[],
  contentRoot: string,
): Promise<ContentFiles> {
  const result: ContentFiles = { files: [], problems: [] };
  const matches = (name: string) => extensions.some((ext) => name.endsWith(ext));
  // Real paths of the folders walked so far: a link back up the tree must not loop forever.
  const visited = new Set<string>();

  const walk = async (folder: string): Promise<void> => {
    const real = await realpath(folder).catch(() => folder);
    if (visited.has(real)) return;
    visited.add(real);
    const entries = await readFolder(folder, result.problems);
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(entryPath);
      else if (entry.isFile()) {
        if (matches(entry.name)) result.files.push(entryPath);
      } else if (entry.isSymbolicLink()) {
        const target = await followLink(entryPath, contentRoot);
        // Any bad link is reported, whatever its name: a linked folder has no extension to go by.
        if (!target.ok) result.problems.push(target.problem);
        else if (target.isDirectory) await walk(entryPath);
        else if (matches(entry.name)) result.files.push(entryPath);
      }
    }
  };
  await walk(dir);
  result.files.sort();
  return result;
}

async function readFolder(folder: string, problems: Problem[]): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    problems.push({
      file: displayPath(folder),
      message:
        code === 'ENOTDIR' ? 'is a file, but it should be a folder' : `cannot be read (${code ?? 'unknown error'})`,
      hint:
        code === 'ENOTDIR'
          ? 'Rename the file; this name is reserved for a content folder.'
          : 'Check the folder permissions.',
    });
    return [];
  }
}
