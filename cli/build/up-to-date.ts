import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { stateOfManifest } from '../cache/cache-location';
import { sourceStamp, writtenStamp } from '../lib/file-stamp';
import type { Budget } from './bundle/budgets';

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
type Stamped = [file: string, stamp: string];

/**
 * The inputs and outputs of the last build into an output folder, beside its cache state: every
 * file of the content folder with its stamp, every file the build wrote with its stamp, and a key
 * of everything else the output depends on (the compiled code, the options, the year).
 */
interface Manifest {
  version: 1;
  key: string;
  content: Stamped[];
  output: Stamped[];
  summary: BuildSummary;
}

const stampOf = (file: string) => sourceStamp(lstatSync(file));
/** Other builds link the same cached objects elsewhere, which changes an output file's change time only. */
const outputStampOf = (file: string) => writtenStamp(lstatSync(file));

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

const sameStamps = (a: readonly Stamped[], b: readonly Stamped[]) =>
  a.length === b.length && a.every(([file, stamp], i) => b[i]![0] === file && b[i]![1] === stamp);

/**
 * The summary of the last build when nothing it depends on changed since (the same key, every
 * content file with the stamp it had, every file it wrote still there with its stamp, no update
 * cut off): that build's output is what this one would write, so nothing needs doing. This is
 * what make does with modification times, with the stamps and the file lists of both folders.
 */
export function upToDate(
  manifestFile: string,
  key: string,
  content: readonly Stamped[],
  outDir: string,
): BuildSummary | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  if (manifest.version !== 1 || manifest.key !== key || !sameStamps(manifest.content, content)) return undefined;
  if (existsSync(`${outDir}.updating`)) return undefined;
  for (const [file, stamp] of manifest.output) {
    try {
      if (outputStampOf(path.join(outDir, file)) !== stamp) return undefined;
    } catch {
      return undefined;
    }
  }
  return manifest.summary;
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
  const output: Stamped[] = written.map((file) => [file, outputStampOf(path.join(summary.outDir, file))]);
  const manifest: Manifest = { version: 1, key, content: [...content], output, summary };
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  const temp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(manifest));
  renameSync(temp, manifestFile);
}

/** A build of the same inputs into another folder, whose files are all still as it wrote them. */
export interface BuildElsewhere {
  /** Its state file (the manifest's twin), which describes the copy as well. */
  stateFile: string;
  summary: BuildSummary;
  /** Every file it wrote, with what the check found (the link count tells a cached object from a file of its own). */
  files: { file: string; info: Stats }[];
}

/**
 * The newest build of the same inputs into another output folder (any manifest of the content
 * folder's family with the same key and content stamps, its folder not cut off mid-update, every
 * file it wrote still carrying its stamp): its files are what a build into a new folder would
 * write, as long as the key holds what the output depends on besides the content (see the build
 * command: the path from the output folder to the code, which source maps hold, not the folder).
 */
export function sameBuildElsewhere(check: InputCheck, family: string): BuildElsewhere | undefined {
  const dir = path.dirname(check.manifestFile);
  const prefix = path.basename(family);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(prefix) && n.endsWith('.inputs'));
  } catch {
    return undefined;
  }
  const candidates = names
    .map((n) => path.join(dir, n))
    .filter((file) => file !== check.manifestFile)
    .map((file) => ({ file, mtimeMs: statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { file } of candidates) {
    const found = intactBuild(file, check);
    if (found) return found;
  }
  return undefined;
}

function intactBuild(manifestFile: string, check: InputCheck): BuildElsewhere | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  if (manifest.version !== 1 || manifest.key !== check.key || !sameStamps(manifest.content, check.content))
    return undefined;
  const { outDir } = manifest.summary;
  if (existsSync(`${outDir}.updating`)) return undefined;
  const files: BuildElsewhere['files'] = [];
  for (const [file, stamp] of manifest.output) {
    const info = lstatSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (!info || writtenStamp(info) !== stamp) return undefined;
    files.push({ file, info });
  }
  return { stateFile: stateOfManifest(manifestFile), summary: manifest.summary, files };
}

/** What `site build` checks before building, and records after. */
export interface InputCheck {
  manifestFile: string;
  key: string;
  content: Stamped[];
  /** Set when nothing changed since the last build into this folder. */
  summary?: BuildSummary;
}

/**
 * Stamps the content folder and compares with the last build's manifest. Undefined when the
 * check cannot be made (no compiled code to key it by, a linked folder in the content, no
 * content folder: the build reports that).
 */
export function checkInputs(options: {
  manifestFile: string;
  /** Everything else the output depends on: the compiled code, the options, the year. */
  key: string;
  contentDir: string;
  outDir: string;
}): InputCheck | undefined {
  let content: Stamped[] | undefined;
  try {
    content = stampTree(options.contentDir);
  } catch {
    return undefined;
  }
  if (!content) return undefined;
  const summary = upToDate(options.manifestFile, options.key, content, options.outDir);
  return { manifestFile: options.manifestFile, key: options.key, content, ...(summary ? { summary } : {}) };
}
