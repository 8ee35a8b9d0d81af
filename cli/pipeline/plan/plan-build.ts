import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cacheLocation, flagsKey } from '../../cache/cache-location';
import { displayPath } from '../../lib/files';
import { sameBuildElsewhere, type BuildElsewhere } from './build-elsewhere';
import { folderCheck, type FolderCheck, type PlanRequest } from './folder-check';

/**
 * How a build runs, cheapest first: nothing to do; link the files of a build of the same
 * inputs in another folder; render only the pages whose Markdown bodies changed; run the
 * pipeline starting from a cached build (pages whose key is unchanged are kept or linked); run
 * it in full.
 */
export type BuildPlan =
  | { kind: 'unchanged'; reason: string; check: FolderCheck & { summary: NonNullable<FolderCheck['summary']> } }
  | { kind: 'link'; reason: string; check: FolderCheck; elsewhere: BuildElsewhere }
  | {
      kind: 'bodies';
      reason: string;
      /** The edited Markdown files (absolute). */
      files: readonly string[];
      /** For `site build`: the input check that found them (a long-lived builder has its last build in memory). */
      check?: FolderCheck & { edited: NonNullable<FolderCheck['edited']> };
    }
  | { kind: 'incremental'; reason: string; check?: FolderCheck }
  | { kind: 'full'; reason: string; check?: FolderCheck };

export type PlanKind = BuildPlan['kind'];

/**
 * Decides how a build of `request` runs, and says why (`--verbose` prints it), for every caller:
 * a command (with or without shortcuts), `site dev`'s builder after a change (`request.change`),
 * the benchmark and the tests. Reads stamps and manifests only.
 */
export function planBuild(request: PlanRequest): BuildPlan {
  if (request.change) return planChange(request.change);
  if (!request.cache) return { kind: 'full', reason: '--no-cache: the cache is neither read nor written' };
  const out = `${displayPath(request.outDir)}/`;
  const check = request.shortcuts ? folderCheck(request) : undefined;
  if (check?.summary)
    return {
      kind: 'unchanged',
      reason: `no content file, code, stylesheet or option changed since the last build into ${out}, and its files are intact`,
      check: { ...check, summary: check.summary },
    };
  // Only Markdown files have bodies; any other edit (data, site.yaml, an image) changes what many pages show.
  if (check?.edited?.files.every((file) => file.endsWith('.md'))) {
    const files = check.edited.files;
    return {
      kind: 'bodies',
      reason: `since the last build into ${out} only ${listed(files)} changed, and no file was added or removed`,
      files: files.map((file) => path.join(check.contentDir, file)),
      check: { ...check, edited: check.edited },
    };
  }
  const elsewhere = check && sameBuildElsewhere(check, check.stateFamily);
  if (check && elsewhere)
    return {
      kind: 'link',
      reason: `${displayPath(elsewhere.summary.outDir)}/ holds a build of the same inputs, every file intact`,
      check,
      elsewhere,
    };
  const cached = cachedBuild(request);
  const edited = check?.edited ? `${listed(check.edited.files)} changed; ` : '';
  const found = request.shortcuts && !request.code ? 'running from the sources (no input check); ' : '';
  if (cached === 'own')
    return {
      kind: 'incremental',
      reason: `${found}${edited}the cache holds the last build into ${out}`,
      ...(check ? { check } : {}),
    };
  if (cached === 'sibling')
    return {
      kind: 'incremental',
      reason: `${found}${edited}the cache holds a build of this content into another folder: pages whose key matches are linked`,
      ...(check ? { check } : {}),
    };
  return { kind: 'full', reason: `${found}the cache holds no build of this content`, ...(check ? { check } : {}) };
}

/**
 * How a long-lived builder (site dev) rebuilds after a change: Markdown files alone may be edits
 * of their bodies (the edited-bodies guard confirms it, or the builder builds); anything else
 * rebuilds what it changed, from the last build the builder holds.
 */
function planChange({ files, lastInMemory }: NonNullable<PlanRequest['change']>): BuildPlan {
  if (!files)
    return {
      kind: 'incremental',
      reason: lastInMemory
        ? 'a change that names no file: anything may have changed'
        : 'the first build of this session',
    };
  if (lastInMemory && files.length && files.every((file) => file.endsWith('.md')))
    return { kind: 'bodies', reason: `only ${listed(files.map((f) => displayPath(f)))} changed`, files };
  return {
    kind: 'incremental',
    reason: lastInMemory ? `${listed(files.map((f) => displayPath(f)))} changed` : 'the last build failed',
  };
}

/** Whether the cache holds a build of this content: into this very folder, into another, or none. */
function cachedBuild(request: PlanRequest): 'own' | 'sibling' | undefined {
  const flags = flagsKey({ includeInternal: request.includeInternal });
  const location = cacheLocation(
    path.resolve(request.contentDir),
    path.resolve(request.outDir),
    flags,
    request.cacheDir,
  );
  if (existsSync(location.state)) return 'own';
  const dir = path.dirname(location.stateFamily);
  const family = path.basename(location.stateFamily);
  try {
    return readdirSync(dir).some((name) => name.startsWith(family) && name.endsWith('.json')) ? 'sibling' : undefined;
  } catch {
    return undefined;
  }
}

function listed(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}
