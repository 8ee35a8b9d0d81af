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
import { siteRoot } from '../../lib/site-layout';

export interface EmbedBundle {
  /** Widget name -> public URL of its embed script. */
  embeds: Record<string, string>;
  files: OutputAsset[];
}

/**
 * Provides `chinook:embed-settings` (what one widget's embed script bakes in from content/: the
 * widget is the folder of the file importing it) and turns imported CSS into minified text, for
 * the widget to put in its shadow root.
 */
function embedPlugin(settingsFor: (widget: string) => object, transform: typeof esbuild.transform): esbuild.Plugin {
  return {
    name: 'chinook-embed',
    setup(build) {
      build.onResolve({ filter: /^chinook:embed-settings$/ }, (args) => {
        const widget = widgetOf(args.importer);
        if (!widget)
          return { errors: [{ text: "chinook:embed-settings is for a widget's own files (widgets/<name>/)" }] };
        return { path: widget, namespace: 'chinook-embed-settings' };
      });
      build.onLoad({ filter: /.*/, namespace: 'chinook-embed-settings' }, (args) => ({
        contents: JSON.stringify(settingsFor(args.path)),
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

/** The widget whose folder holds `file` (widgets/<name>/...), if any but the shared code. */
function widgetOf(file: string): string | undefined {
  const [top, name] = path.relative(siteRoot(), file).split(path.sep);
  return top === 'widgets' && name && name !== 'shared' && !name.includes('.') ? name : undefined;
}

/**
 * Builds `embed/<widget>.js` for every widget with an embed entry: one self-contained IIFE
 * each (React included, CSS inlined as text for the shadow root), at a stable URL. One esbuild
 * run makes them all: without splitting each output still carries all it needs, and React,
 * react-dom and the shared code are read and parsed once instead of once per embed.
 */
export async function bundleEmbeds(outDir: string, settingsFor: (widget: string) => object): Promise<EmbedBundle> {
  const embeds = await embedNames();
  // Loaded when the embeds are made, not by every build (a warm one takes them from the cache).
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      ...BROWSER_BUNDLE,
      entryPoints: Object.keys(embeds).map((name) => ({ in: `widgets/${name}/embed.tsx`, out: name })),
      outdir: path.join(outDir, 'embed'),
      format: 'iife',
      splitting: false,
      plugins: [embedPlugin(settingsFor, esbuild.transform)],
    })
    .catch((error: unknown) => {
      throw esbuildFailure(embedsNamed(error, Object.keys(embeds)), error);
    });
  return { embeds, files: toOutputAssets(outDir, result.outputFiles) };
}

/** What failed, for the message: the embed whose files the errors name, or all of them. */
function embedsNamed(error: unknown, names: readonly string[]): string {
  const files = ((error as Partial<esbuild.BuildFailure>).errors ?? []).map((e) => e.location?.file ?? '');
  const failed = names.filter((name) => files.some((file) => file.startsWith(`widgets/${name}/`)));
  return failed.length === 1 ? `the ${failed[0]} embed` : 'the embeds';
}

/** Widgets with an embed entry (widgets/<name>/embed.tsx) -> the stable URL of their script. */
export async function embedNames(): Promise<Record<string, string>> {
  const names = (await widgetNames()).filter((name) => existsSync(path.join(siteRoot(), 'widgets', name, 'embed.tsx')));
  return Object.fromEntries(names.map((name) => [name, `/embed/${name}.js`]));
}
