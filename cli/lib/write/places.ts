import path from 'node:path';

/**
 * Every place the CLI writes, and nothing else (fs-writes.ts and folders.ts write only where a
 * caller names one of these; ESLint keeps the file system's writing functions out of the rest):
 *
 * - **the output folder** (`dist/` or `--out`), once claimOutputFolder has found it new, empty
 *   or marked as an earlier build's (OUTPUT_MARKER inside it);
 * - beside it, the build's own bookkeeping, named after it: the **staging folder** a build fills
 *   (`<out>.tmp-<pid>-<time>`), the **old output** swapped out and removed once the new one is in
 *   place (`<out>.old-<pid>-<time>`), and the **update marker** (`<out>.updating`) that says an
 *   update in place was cut off;
 * - **the cache** (`node_modules/.cache/chinook-site/` or SITE_CACHE_DIR): objects, states,
 *   encoded images, the compiled CLI, site dev's output; tagged with CACHE_TAG;
 * - **the image seed** in the content folder (`<content>/.encoded/`, `site cache seed`);
 * - **a new page** in the content folder (`site new`, never over an existing file);
 * - **the audit report** (`site audit --html <file>` and its reports folder beside it);
 * - **scratch folders** in the system's temporary folder (check, audit, the seed, the benchmark),
 *   named with SCRATCH_PREFIX and removed by the command that made them;
 * - **the benchmark's work folder** (`npm run bench -- --work <dir>`), new, empty or marked with
 *   BENCH_MARKER: its corpora, caches and outputs are made and removed below it.
 */

/** Inside the output folder: says an earlier build wrote it, so a build may replace it. Hosts are told not to publish it. */
export const OUTPUT_MARKER = '.site-output';

/** What the marker says to whoever opens it. */
export const OUTPUT_MARKER_TEXT =
  'This folder is the output of `site build`: each build replaces it whole. Put nothing of your own in it.\n';

/** The staging folder of a build into `outDir`, beside it. */
export const stagingFolder = (outDir: string) => `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;

/** Where the output swapped out goes until it is removed, beside it. */
export const oldOutputFolder = (outDir: string) => `${outDir}.old-${process.pid}-${Date.now().toString(36)}`;

/** Beside the output folder while an update moves files into it (see update-in-place.ts). */
export const updatingMarker = (outDir: string) => `${outDir}.updating`;

/** `<out>.tmp-<pid>-<time>` or `<out>.old-<pid>-<time>`: the pid, or undefined when `name` is neither for `outDir`. */
export function leftoverOf(outDir: string, name: string): { kind: 'tmp' | 'old'; pid: number } | undefined {
  const prefix = `${path.basename(outDir)}.`;
  if (!name.startsWith(prefix)) return undefined;
  const match = /^(tmp|old)-(\d+)-[0-9a-z]+$/.exec(name.slice(prefix.length));
  return match ? { kind: match[1] as 'tmp' | 'old', pid: Number(match[2]) } : undefined;
}

/** Inside the benchmark's work folder: what lies below it is the benchmark's to remove. */
export const BENCH_MARKER = '.site-bench';

/** The start of every scratch folder's name in the system's temporary folder. */
export const SCRATCH_PREFIX = 'site-';

/**
 * The cache's tag (the Cache Directory Tagging convention, https://bford.info/cachedir/): backup
 * tools skip the folder, and `site cache clean` empties only a folder that carries it.
 */
export const CACHE_TAG = 'CACHEDIR.TAG';
export const CACHE_TAG_TEXT =
  'Signature: 8a477f597d28d172789f06886806bc55\n' +
  '# The build cache of the `site` CLI: `site cache clean` empties it; any build makes it again.\n';
