import path from 'node:path';
import type * as esbuild from 'esbuild';
import { siteRoot } from '../../lib/site-layout';

/** What esbuild's passes made, by public URL (`/assets/enhance-<hash>.js`), read from their metafiles. */
export interface BundleOutputs {
  /** Each output's static imports of other outputs. */
  graph: Map<string, string[]>;
  /** The output of each entry point, by its source (relative to the project). */
  byEntry: Map<string, string>;
  /** The stylesheet of each entry point that imports CSS, by its source. */
  cssOf: Map<string, string>;
}

/** Reads the outputs of the passes (built with `metafile: true`) into public URLs. */
export function readOutputs(outDir: string, results: readonly esbuild.BuildResult[]): BundleOutputs {
  const toPublic = (file: string) =>
    `/${path.relative(outDir, path.resolve(siteRoot(), file)).split(path.sep).join('/')}`;
  const graph = new Map<string, string[]>();
  const byEntry = new Map<string, string>();
  const cssOf = new Map<string, string>();
  for (const result of results) {
    for (const [file, meta] of Object.entries(result.metafile!.outputs)) {
      graph.set(
        toPublic(file),
        meta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => toPublic(i.path)),
      );
      if (meta.entryPoint) byEntry.set(meta.entryPoint, toPublic(file));
      if (meta.entryPoint && meta.cssBundle) cssOf.set(meta.entryPoint, toPublic(meta.cssBundle));
    }
  }
  return { graph, byEntry, cssOf };
}

/** Every chunk `file` imports statically, directly or through other chunks. */
export function staticImports(file: string, graph: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const dep of graph.get(f) ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  visit(file);
  return [...seen];
}
