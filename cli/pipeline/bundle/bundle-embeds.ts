import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {
  BROWSER_BUNDLE,
  BROWSER_TARGETS,
  esbuildFailure,
  type OutputAsset,
  toOutputAssets,
  widgetNames,
} from '../../lib/esbuild-common';
import { PROJECT_ROOT } from '../../lib/project-root';

export interface EmbedBundle {
  /** Widget name -> public URL of its embed script. */
  embeds: Record<string, string>;
  files: OutputAsset[];
}

/**
 * Provides `chinook:embed-settings` (what one widget's embed script bakes in from content/) and
 * turns imported CSS into minified text, for the widget to put in its shadow root.
 */
function embedPlugin(settings: object, transform: typeof esbuild.transform): esbuild.Plugin {
  return {
    name: 'chinook-embed',
    setup(build) {
      build.onResolve({ filter: /^chinook:embed-settings$/ }, () => ({ path: 'embed-settings', namespace: 'chinook' }));
      build.onLoad({ filter: /.*/, namespace: 'chinook' }, () => ({
        contents: JSON.stringify(settings),
        loader: 'json',
      }));
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const { code } = await transform(await readFile(args.path, 'utf8'), {
          loader: 'css',
          minify: true,
          target: BROWSER_TARGETS,
        });
        return { contents: code, loader: 'text' };
      });
    },
  };
}

/**
 * Builds `embed/<widget>.js` for every widget with an embed entry: one self-contained IIFE
 * each (React included, CSS inlined as text for the shadow root), at a stable URL.
 */
export async function bundleEmbeds(outDir: string, settingsFor: (widget: string) => object): Promise<EmbedBundle> {
  const names = Object.keys(await embedNames());
  // Loaded when the embeds are made, not by every build (a warm one takes them from the cache).
  const esbuild = await import('esbuild');
  const builds = names.map(async (name) => {
    const result = await esbuild
      .build({
        ...BROWSER_BUNDLE,
        entryPoints: [`widgets/${name}/embed.tsx`],
        outfile: path.join(outDir, 'embed', `${name}.js`),
        format: 'iife',
        plugins: [embedPlugin(settingsFor(name), esbuild.transform)],
      })
      .catch((error: unknown) => {
        throw esbuildFailure(`the ${name} embed`, error);
      });
    return toOutputAssets(outDir, result.outputFiles);
  });
  const files = (await Promise.all(builds)).flat();
  return { embeds: await embedNames(), files };
}

/** Widgets with an embed entry (widgets/<name>/embed.tsx) -> the stable URL of their script. */
export async function embedNames(): Promise<Record<string, string>> {
  const names = (await widgetNames()).filter((name) =>
    existsSync(path.join(PROJECT_ROOT, 'widgets', name, 'embed.tsx')),
  );
  return Object.fromEntries(names.map((name) => [name, `/embed/${name}.js`]));
}
