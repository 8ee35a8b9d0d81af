import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors';
import { displayPath } from './files';

export type LinkTarget = { ok: true; realPath: string; isDirectory: boolean } | { ok: false; problem: Problem };

/**
 * Where a symbolic link inside content/ leads. Links are followed only while they stay inside
 * content/: the build must not read (and publish) files from elsewhere on the machine, and a
 * link to a maintainer's home folder builds on their laptop but not in CI.
 */
export async function followLink(linkPath: string, contentRoot: string): Promise<LinkTarget> {
  const file = displayPath(linkPath);
  let realPath: string;
  try {
    realPath = await realpath(linkPath);
  } catch {
    return {
      ok: false,
      problem: {
        file,
        message: 'is a symbolic link to something that does not exist',
        hint: 'Remove the link, or copy the file it pointed to into content/.',
      },
    };
  }
  const root = await realpath(contentRoot);
  if (!isInside(realPath, root)) {
    return {
      ok: false,
      problem: {
        file,
        message: `is a symbolic link to ${realPath}, outside the content folder`,
        hint: 'Copy the file into content/ instead of linking to it (the build reads only what content/ holds).',
      },
    };
  }
  const info = await stat(realPath);
  return { ok: true, realPath, isDirectory: info.isDirectory() };
}

function isInside(target: string, root: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
