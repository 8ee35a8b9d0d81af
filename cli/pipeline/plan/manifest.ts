import { lstatSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { sourceStamp, writtenStamp } from '../../lib/file-stamp';
import type { Budget } from '../../lib/budget';
import { ensureFolderSync } from '../../lib/write/folders';
import { replaceInSync } from '../../lib/write/fs-writes';

/** What `site build` prints of a build; kept so that a build found up to date can say it again. */
export interface BuildSummary {
  outDir: string;
  routes: number;
  redirects: number;
  files: number;
  totalBytes: number;
  images: { encoded: number; seeded: number; reused: number };
  budgets: Budget[];
}

/** A file's path inside its folder and its stamp (size, modification and change times, inode). */
export type Stamped = [file: string, stamp: string];

/**
 * The inputs and outputs of the last build into an output folder, beside its cache state: every
 * file of the content folder with its stamp, every file the build wrote with its stamp, and a key
 * of everything else the output depends on (the compiled code, the options, the way from the
 * output folder to the code).
 */
export interface Manifest {
  version: 1;
  key: string;
  content: Stamped[];
  output: Stamped[];
  summary: BuildSummary;
}

const stampOf = (file: string) => sourceStamp(lstatSync(file));

/**
 * Every file below `dir` with its stamp, sorted; undefined when the folder holds a symbolic link
 * (a linked folder's files would not be listed here: such content always builds).
 */
export function stampTree(dir: string): Stamped[] | undefined {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const stamped: Stamped[] = [];
  for (const entry of entries) {
    if (entry.isSymbolicLink()) return undefined;
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    stamped.push([path.relative(dir, file), stampOf(file)]);
  }
  return stamped.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** The files whose stamp changed since the manifest's build, when both name the same files; else undefined. */
export function editedFiles(manifest: Manifest, content: readonly Stamped[]): string[] | undefined {
  if (manifest.content.length !== content.length) return undefined;
  const edited: string[] = [];
  for (const [i, [file, stamp]] of content.entries()) {
    const before = manifest.content[i]!;
    if (before[0] !== file) return undefined;
    if (before[1] !== stamp) edited.push(file);
  }
  return edited;
}

export function readManifest(file: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.version === 1 ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every file the manifest's build wrote, as found in `outDir` now; undefined when one is gone or
 * has another stamp (written since: by hand, or by another build).
 */
export function intactOutput(manifest: Manifest, outDir: string): { file: string; info: Stats }[] | undefined {
  const found: { file: string; info: Stats }[] = [];
  for (const [file, stamp] of manifest.output) {
    const info = lstatSync(path.join(outDir, file), { throwIfNoEntry: false });
    // Without the change time, which linking the same cached object elsewhere changes.
    if (!info || writtenStamp(info) !== stamp) return undefined;
    found.push({ file, info });
  }
  return found;
}

/**
 * Records a successful build: `content` as stamped before it read anything (a file edited while
 * it ran then differs next time), and the files it wrote as they are now.
 */
export function recordBuild(
  manifestFile: string,
  key: string,
  content: readonly Stamped[],
  written: readonly string[],
  summary: BuildSummary,
): void {
  const output: Stamped[] = written.map((file) => [file, writtenStamp(lstatSync(path.join(summary.outDir, file)))]);
  const manifest: Manifest = { version: 1, key, content: [...content], output, summary };
  ensureFolderSync(path.dirname(manifestFile));
  replaceInSync(path.dirname(manifestFile), path.basename(manifestFile), JSON.stringify(manifest));
}
