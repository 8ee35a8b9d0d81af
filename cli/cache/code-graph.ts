import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { z } from 'zod';
import { esbuildFailure } from '../lib/esbuild-common';
import { PROJECT_ROOT } from '../lib/project-root';
import { contentHash } from '../lib/hash';
import { installedVersion } from '../lib/installed-version';
import { ensureFolderSync } from '../lib/write/folders';
import { replaceInSync } from '../lib/write/fs-writes';

/** Bump when what the graph holds, or how it is found, changes: every stored graph is then ignored. */
const GRAPH_VERSION = 1;
/** One tsconfig for every module, as the CLI runs them (it decides which imports are type-only). */
const TSCONFIG = path.join(PROJECT_ROOT, 'tsconfig.json');

const codeModule = z.object({ hash: z.string(), imports: z.array(z.string()) });
const graphSchema = z.object({
  key: z.string(),
  /** The entry points the graph was made from. */
  entries: z.array(z.string()),
  /** Every local module the entries run, by absolute path: its bytes' hash and the local modules it imports. */
  modules: z.record(z.string(), codeModule),
  /** Each folder holding a module, with a hash of the names in it: a new file can change what an import resolves to. */
  folders: z.record(z.string(), z.string()),
});
export type CodeGraph = z.infer<typeof graphSchema>;

const JS_LOADERS: Readonly<Record<string, esbuild.Loader>> = {
  ...{ '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx' },
  ...{ '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json' },
};

const hashBytes = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('base64url');
const listing = (folder: string) => {
  try {
    return contentHash(...readdirSync(folder).sort());
  } catch {
    return 'missing';
  }
};
const readHash = (file: string) => {
  try {
    return hashBytes(readFileSync(file));
  } catch {
    return 'missing';
  }
};
/** What else decides the graph: its own version, esbuild's, and the tsconfig. */
const graphKey = () => contentHash(String(GRAPH_VERSION), installedVersion('esbuild'), readHash(TSCONFIG));
/** The last graph of each cache file (or of none, ''), and its last lookup, which the next waits for. */
const remembered = new Map<string, CodeGraph>();
const lookups = new Map<string, Promise<unknown>>();

/**
 * Every local module `entries` run, as esbuild finds them when it bundles them: static imports,
 * re-exports, side-effect imports and `import()` of a fixed path, resolved as the CLI's own
 * compilation resolves them; `import type` is not there (it is erased). Packages are left out
 * (the lock file stands for them); files other than code (stylesheets) count by their bytes.
 * The last graph is reused while every module in it and every folder holding one is unchanged:
 * kept in memory, and in `cacheFile` for the next process, so a build whose code did not change
 * reads the files and starts no esbuild.
 */
export function codeGraph(entries: readonly string[], cacheFile?: string): Promise<CodeGraph> {
  const slot = cacheFile ?? '';
  // One at a time: the hashers of one build ask side by side, and one esbuild run is enough.
  const lookup = (lookups.get(slot) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => currentOrFound(entries, slot, cacheFile));
  lookups.set(slot, lookup);
  return lookup;
}

async function currentOrFound(
  entries: readonly string[],
  slot: string,
  cacheFile: string | undefined,
): Promise<CodeGraph> {
  const key = graphKey();
  const usable = (graph: CodeGraph | undefined) =>
    graph?.key === key && entries.every((file) => file in graph.modules) && isCurrent(graph);
  const last = remembered.get(slot);
  if (last && usable(last)) return last;
  const stored = cacheFile ? readGraph(cacheFile) : undefined;
  if (stored && usable(stored)) {
    remembered.set(slot, stored);
    return stored;
  }
  // The graph describes the code, not a cache: one this process found for another cache may be current.
  const found = [...remembered.values()].find((graph) => graph !== last && usable(graph));
  if (found) {
    remembered.set(slot, found);
    if (cacheFile) writeGraph(cacheFile, found);
    return found;
  }
  // What the last graphs were made from stays in the new one (others ask for it), while it exists.
  const earlier = [last, stored].flatMap((graph) => (graph?.key === key ? graph.entries : []));
  const graph = await findModules([...new Set([...entries, ...earlier.filter((file) => existsSync(file))])], key);
  remembered.set(slot, graph);
  if (cacheFile) writeGraph(cacheFile, graph);
  return graph;
}

async function findModules(entries: readonly string[], key: string): Promise<CodeGraph> {
  const { build } = await import('esbuild');
  const hashes = new Map<string, string>();
  // esbuild reads each module through this hook: its hash is that of the very bytes whose imports it found.
  const hashEach: esbuild.Plugin = {
    name: 'hash-each-module',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        const bytes = readFileSync(args.path);
        hashes.set(args.path, hashBytes(bytes));
        return { contents: bytes, loader: JS_LOADERS[path.extname(args.path)] ?? 'text' };
      });
    },
  };
  const result = await build({
    entryPoints: [...entries],
    absWorkingDir: PROJECT_ROOT,
    tsconfig: TSCONFIG,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // Only the metafile is wanted: shared chunks print each module once, and nothing is shaken.
    splitting: true,
    treeShaking: false,
    // Paths as written, not through symbolic links: the graph's keys are the paths callers give.
    preserveSymlinks: true,
    outdir: 'code-graph',
    logLevel: 'silent',
    plugins: [hashEach],
  }).catch((error: unknown) => {
    throw esbuildFailure('the template and widget code (to hash it)', error);
  });
  const modules: CodeGraph['modules'] = {};
  const folders: CodeGraph['folders'] = {};
  for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
    const file = path.resolve(PROJECT_ROOT, input);
    const local = imports.filter((i) => !i.external).map((i) => path.resolve(PROJECT_ROOT, i.path));
    modules[file] = { hash: hashes.get(file) ?? readHash(file), imports: [...new Set(local)].sort() };
    folders[path.dirname(file)] ??= listing(path.dirname(file));
  }
  return { key, entries: [...entries], modules, folders };
}

/** True when no module changed and no folder holding one gained or lost a file. */
function isCurrent(graph: CodeGraph): boolean {
  return (
    Object.entries(graph.folders).every(([folder, names]) => listing(folder) === names) &&
    Object.entries(graph.modules).every(([file, { hash }]) => readHash(file) === hash)
  );
}

function readGraph(file: string): CodeGraph | undefined {
  try {
    const parsed = graphSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Atomically (a temporary file, then rename): builds running side by side share the file. */
function writeGraph(file: string, graph: CodeGraph): void {
  try {
    ensureFolderSync(path.dirname(file));
    replaceInSync(path.dirname(file), path.basename(file), JSON.stringify(graph));
  } catch {
    // A cache that cannot be written costs the next build one esbuild run, nothing else.
  }
}
