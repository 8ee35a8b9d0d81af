import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../../errors';
import { displayPath } from '../files';
import { writeInSync } from './fs-writes';
import { isWithin } from './inside';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './places';

/** What the output folder was when a build claimed it. */
export type Claim = 'new' | 'empty' | 'own' | 'adopted';

/** Folders inside the output that belong to a host's tools, not to a build: never counted against it. */
export const HOST_TOOL_STATE = ['.wrangler'] as const;

export interface ClaimOptions {
  /** Folders a build must never be written over, into or around: the project's sources, the content, the cache. */
  protectedFolders: readonly string[];
  /** The project itself: the output may be inside it (dist/), never it or around it. */
  project: string;
  /**
   * The files the cache's records say an earlier build wrote into this folder, for a folder from
   * before the marker (undefined: no record). Every file in it must be one of them to adopt it.
   */
  recordedFiles?: () => ReadonlySet<string> | undefined;
}

/**
 * Proves that a build may replace `outDir` before anything is written: it is new, empty, marked
 * as an earlier build's, or (once) a build from before the marker that the cache's records
 * account for. Refuses, with exit 2 and the way out, the filesystem root, the home folder, the
 * project or a folder around it, any protected folder or a folder in or around one, a file, and a
 * folder holding files a build did not write. Symbolic links are followed first: a link to the
 * project is the project.
 */
export function claimOutputFolder(outDir: string, options: ClaimOptions): Claim {
  const shown = folderName(path.resolve(outDir));
  const refuse = (why: string, fix: string) =>
    new UsageError(`Refused to build into ${shown}: ${why}. Nothing was written.\n  ${fix}`);
  const real = realTarget(path.resolve(outDir));
  const other = 'Choose another output folder with --out (a new folder, such as dist).';
  if (path.parse(real).root === real) throw refuse('it is the root of the file system', other);
  const project = realTarget(options.project);
  if (isWithin(real, project)) throw refuse('it is or holds the project', other);
  if (isWithin(real, realTarget(homedir()))) throw refuse('it is or holds your home folder', other);
  for (const folder of options.protectedFolders.map(realTarget)) {
    const relation = real === folder ? 'it is' : isWithin(real, folder) ? 'it holds' : 'it lies inside';
    if (isWithin(real, folder) || isWithin(folder, real))
      throw refuse(`${relation} ${folderName(folder)}, which the build reads or keeps`, other);
  }
  const info = lstatOrUndefined(real);
  if (!info) return 'new';
  if (!info.isDirectory()) throw refuse('it is a file, not a folder', other);
  const entries = readdirSync(real).filter((name) => !(HOST_TOOL_STATE as readonly string[]).includes(name));
  if (entries.length === 0) return 'empty';
  if (entries.includes(OUTPUT_MARKER)) return 'own';
  const recorded = options.recordedFiles?.();
  const foreign = recorded ? filesNotIn(real, recorded) : entries;
  if (foreign.length === 0) return 'adopted';
  const listed = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? `, and ${foreign.length - 3} more` : '');
  throw refuse(
    `it holds files no build wrote (${listed})`,
    recorded
      ? `Move those files out of ${shown}, or choose another folder with --out.`
      : `If it is the output of an earlier build, delete it once (rm -rf ${shown}); otherwise choose another folder with --out.`,
  );
}

/** Marks a folder as a build's output (see OUTPUT_MARKER): the next build may replace it. Not one of the build's files. */
export function markOutput(dir: string): void {
  writeInSync(dir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
}

/** A folder as messages name it: relative to the working folder when inside it, with a trailing slash. */
function folderName(dir: string): string {
  const shown = displayPath(dir) || '.';
  return shown.endsWith('/') ? shown : `${shown}/`;
}

/** The path with every symbolic link resolved, for the part that exists; the rest as written. */
function realTarget(target: string): string {
  const rest: string[] = [];
  let at = path.resolve(target);
  for (;;) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.join(at, ...rest.reverse());
      rest.push(path.basename(at));
      at = parent;
    }
  }
}

function lstatOrUndefined(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** The files below `dir` (forward slashes) that `recorded` does not list, host tools' state left out. */
function filesNotIn(dir: string, recorded: ReadonlySet<string>): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !HOST_TOOL_STATE.some((state) => file === state || file.startsWith(`${state}/`)))
    .filter((file) => !recorded.has(file));
}
