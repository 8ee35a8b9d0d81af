import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { BuildError } from '../errors';
import { PROJECT_ROOT } from './project-root';
import { siteRoot } from './site-layout';

/** Browsers the bundles are compiled for (the last few years of evergreen browsers). */
export const BROWSER_TARGETS = ['es2020', 'chrome100', 'safari15', 'firefox100', 'edge100'];

/** Options every browser bundle shares: minified production code, source maps beside it, nothing written. */
export const BROWSER_BUNDLE = {
  absWorkingDir: siteRoot(),
  // A site linked to the generator installs no packages of its own: its widgets' react is the
  // generator's, the one its island runtime imports (one React per page).
  nodePaths: [path.join(PROJECT_ROOT, 'node_modules')],
  // React's automatic runtime for every module, a site's without a tsconfig of its own included.
  jsx: 'automatic',
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  target: BROWSER_TARGETS,
  platform: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  write: false,
  logLevel: 'silent',
} as const satisfies esbuild.BuildOptions;

export interface OutputAsset {
  /** Path inside dist/, e.g. `assets/site-3FJ2K.css`. */
  path: string;
  contents: Uint8Array;
  /** Its gzipped size, when known already (a cached bundle's); see budgets.ts. */
  gzipBytes?: number;
}

/** esbuild's in-memory output as files inside dist/ (paths relative to `outDir`, forward slashes). */
export function toOutputAssets(outDir: string, files: readonly esbuild.OutputFile[]): OutputAsset[] {
  return files.map((f) => ({ path: path.relative(outDir, f.path).split(path.sep).join('/'), contents: f.contents }));
}

/**
 * Folders of widgets/ but the island and embed runtime (shared/): each caller keeps those that
 * have what it bundles (an island's client.tsx, an embed's embed.tsx).
 */
export async function widgetNames(): Promise<string[]> {
  // A site may have no widgets at all.
  const entries = await readdir(path.join(siteRoot(), 'widgets'), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && e.name !== 'shared')
    .map((e) => e.name)
    .sort();
}

/** An esbuild failure as a BuildError naming each file and line. */
export function esbuildFailure(what: string, error: unknown): BuildError {
  const failure = error as Partial<esbuild.BuildFailure>;
  const detail = failure.errors
    ?.map((e) => `  ${e.location ? `${e.location.file}:${e.location.line} ` : ''}${e.text}`)
    .join('\n');
  return new BuildError(`Bundling ${what} failed:\n${detail ?? `  ${String(error)}`}`);
}
