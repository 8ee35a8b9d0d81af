import { readFileSync } from 'node:fs';
import { cacheLocation, flagsKey } from './cache-location';

/**
 * Every file the cache's states say a build of `contentDir` wrote into `outDir`, whatever its
 * flags; undefined when no state records one. What lets a build adopt an output folder from
 * before the output marker (see claimOutputFolder).
 */
export function recordedOutput(cacheDir: string, contentDir: string, outDir: string): Set<string> | undefined {
  let files: Set<string> | undefined;
  for (const includeInternal of [false, true])
    for (const includeDrafts of [false, true]) {
      const { state } = cacheLocation(contentDir, outDir, flagsKey({ includeInternal, includeDrafts }), cacheDir);
      const output = readOutput(state);
      if (!output) continue;
      files ??= new Set();
      for (const file of output) files.add(file);
    }
  return files;
}

function readOutput(stateFile: string): string[] | undefined {
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { output?: unknown };
    return Array.isArray(state.output) && state.output.every((f) => typeof f === 'string') ? state.output : undefined;
  } catch {
    return undefined;
  }
}
