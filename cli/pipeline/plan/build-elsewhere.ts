import { existsSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { stateOfManifest } from '../../cache/cache-location';
import type { InputCheck } from './check-inputs';
import { editedFiles, intactOutput, readManifest, type BuildSummary } from './manifest';

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
  const manifest = readManifest(manifestFile);
  if (!manifest || manifest.key !== check.key || editedFiles(manifest, check.content)?.length !== 0) return undefined;
  const { outDir } = manifest.summary;
  if (existsSync(`${outDir}.updating`)) return undefined;
  const files = intactOutput(manifest, outDir);
  return files && { stateFile: stateOfManifest(manifestFile), summary: manifest.summary, files };
}
