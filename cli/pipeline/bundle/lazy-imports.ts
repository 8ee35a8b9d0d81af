import path from 'node:path';
import type * as esbuild from 'esbuild';
import { siteRoot } from '../../lib/site-layout';

/** The file the lazy pass made of each module (its name in assets/), by the module's absolute path. */
export function lazyFiles(result: esbuild.BuildResult): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, meta] of Object.entries(result.metafile!.outputs)) {
    if (meta.entryPoint) files.set(path.resolve(siteRoot(), meta.entryPoint), path.basename(file));
  }
  return files;
}

/**
 * Keeps a page script's dynamic imports out of its file: each becomes an import of the file the
 * lazy pass made of that module (beside the page scripts in assets/). A dynamic import of any
 * other module is an error, since without code splitting it would be bundled into the script.
 */
export function lazyImports(urls: ReadonlyMap<string, string>): esbuild.Plugin {
  return {
    name: 'lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-imports') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'lazy-imports',
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        const file = urls.get(resolved.path);
        if (!file)
          return {
            errors: [
              {
                text: `import('${args.path}') in a page script: add the module to LAZY in cli/pipeline/bundle/site-entries.ts, so that it gets a file of its own`,
              },
            ],
          };
        return { path: `./${file}`, external: true };
      });
    },
  };
}
