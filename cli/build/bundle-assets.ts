import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BuildError } from '../errors';
import type { AssetManifest } from './asset-manifest';

/** The generator's own folder (templates/ and widgets/ live beside cli/). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface OutputAsset {
  /** Path inside dist/, e.g. `assets/site-3FJ2K.css`. */
  path: string;
  contents: Uint8Array;
}

export interface BundleResult {
  manifest: AssetManifest;
  files: OutputAsset[];
}

const ENTRIES = {
  site: 'templates/styles/site.css',
  enhance: 'widgets/enhance/index.ts',
} as const;

/**
 * Bundles the site stylesheet and the browser scripts with esbuild: minified, hashed
 * names, source maps beside them, nothing written to disk (the build writes the files).
 */
export async function bundleAssets(outDir: string): Promise<BundleResult> {
  const assetsDir = path.join(outDir, 'assets');
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: Object.entries(ENTRIES).map(([out, entry]) => ({ in: entry, out })),
      outdir: assetsDir,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      sourcemap: 'linked',
      target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'linked',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const detail = failure.errors?.map((e) => `${e.location?.file ?? ''}:${e.location?.line ?? ''} ${e.text}`).join('\n');
    throw new BuildError(`Bundling the site assets failed:\n${detail ?? String(error)}`);
  }
  const toPublic = (file: string) => `/${path.relative(outDir, path.resolve(PROJECT_ROOT, file)).split(path.sep).join('/')}`;
  const byEntry = new Map<string, string>();
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) byEntry.set(meta.entryPoint, toPublic(file));
  }
  const entryUrl = (entry: string) => {
    const url = byEntry.get(entry);
    if (!url) throw new BuildError(`esbuild produced no output for ${entry}`);
    return url;
  };
  return {
    manifest: { stylesheet: entryUrl(ENTRIES.site), enhanceScript: entryUrl(ENTRIES.enhance) },
    files: result.outputFiles.map((f) => ({ path: path.relative(outDir, f.path).split(path.sep).join('/'), contents: f.contents })),
  };
}
