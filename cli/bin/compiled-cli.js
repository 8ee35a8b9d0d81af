// The CLI's TypeScript compiled once into plain JavaScript modules, kept in the build cache and
// reused while no source changes. Loading ~300 modules through tsx's loader hooks costs about
// 0.6 s in every process and every worker thread; one compiled file costs a tenth of that.
// Plain JavaScript on purpose: this runs before anything can be compiled. The modules end in
// .mjs: below node_modules no package.json says they are ES modules.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheDir, ENGINE_DIRS, ROOT, SITE_MODULE, siteCodeDirs, siteRoot } from '../lib/site-folder.js';

const CODE = /\.(?:ts|tsx|js|mjs)$/;
/** Packages loaded from node_modules as they are (see compile). */
const EXTERNAL = [
  'esbuild',
  'sharp',
  'satteri',
  'lighthouse',
  'lighthouse/*',
  'chrome-launcher',
  'piscina',
  'open',
  'tsx',
  'tsx/*',
  '@playwright/test',
  'playwright',
  'playwright-core',
];
/** Bundled CommonJS may require Node's built-in modules. */
const REQUIRE_BANNER =
  "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);";
/**
 * Every compiled module knows the folder it was compiled into (globalThis.siteCompiledDir): the
 * engine loads the site's compiled module from it (cli/pipeline/site/), in the main thread and in
 * the render threads, whose modules are compiled into a folder of their own.
 */
const FOLDER_BANNER = "globalThis.siteCompiledDir ??= new URL('./', import.meta.url).href;";
/** The compiled entry points: the CLI, and the render worker its threads start from (each compiled on its own: see compile). */
const ENTRIES = { index: 'cli/index.ts', 'render-worker': 'cli/pipeline/render/render-worker.ts' };
/** The render threads' modules, in this folder of the compiled copy (see compile). */
export const RENDER_FOLDER = 'render';

/**
 * The compiled CLI's folder, compiling it first when the sources changed since; undefined when
 * it cannot be compiled (the caller then runs the sources through tsx, which reports the error).
 */
export async function compiledCli() {
  const site = siteRoot();
  const key = sourceKey(site);
  const cache = cacheDir(site);
  // Only in a folder that is the cache (tagged) or not yet anything: SITE_CACHE_DIR may name a
  // folder of other files, which the command itself then refuses (cli/cache/cache-folder.ts).
  if (!isCacheOrNew(cache)) return undefined;
  const cacheRoot = path.join(cache, 'cli');
  const dir = path.join(cacheRoot, key);
  if (existsSync(path.join(dir, 'index.mjs'))) {
    markUsed(dir);
    return dir;
  }
  try {
    await compile(cacheRoot, dir, site);
    await removeOldCopies(cacheRoot, dir);
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * Whether `dir` is the cache: it carries the cache's tag (CACHEDIR.TAG, the Cache Directory
 * Tagging convention: see cli/lib/write/places.ts), or it is missing or empty, and is then made
 * and tagged here.
 */
function isCacheOrNew(dir) {
  let names = [];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (error.code !== 'ENOENT') return false;
  }
  if (names.includes('CACHEDIR.TAG')) return true;
  if (names.length) return false;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'CACHEDIR.TAG'), 'Signature: 8a477f597d28d172789f06886806bc55\n');
    return true;
  } catch {
    return false;
  }
}

/** Copies used within this time are kept: a process started from one may still start its threads from it. */
const IN_USE_MS = 60 * 60 * 1000;

function markUsed(dir) {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // Removed meanwhile: the next command compiles again.
  }
}

/** A compiled copy's folder name (see sourceKey), or a compile's scratch folder: nothing else in the folder is removed. */
const COPY_NAME = /^(?:[0-9a-f]{20}|tmp-\w+)$/;

/**
 * Only the current copy is kept (and any copy another process used within the hour). Only folders
 * named as copies are removed: SITE_CACHE_DIR may name a folder that holds other things.
 */
async function removeOldCopies(cacheRoot, current) {
  for (const name of readdirSync(cacheRoot)) {
    const dir = path.join(cacheRoot, name);
    if (dir === current || !COPY_NAME.test(name)) continue;
    const used = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (Date.now() - used > IN_USE_MS) await rm(dir, { recursive: true, force: true });
  }
}

/** A hash of every source file the compiled modules are made of (the engine's and the site's), and of what compiles them. */
function sourceKey(site) {
  // The project's folder too: the compiled modules import its node_modules by absolute URL.
  const hash = createHash('sha256').update(ROOT).update('\0').update(site);
  for (const file of ['package-lock.json', 'tsconfig.json']) hash.update(file).update(readOr(path.join(ROOT, file)));
  hash.update(String(existsSync(path.join(site, SITE_MODULE))));
  const dirs = new Set([...ENGINE_DIRS.map((dir) => path.join(ROOT, dir)), ...siteCodeDirs(site)]);
  // Each source by its size and modification time, as make does: reading ~600 files cost every
  // command 50 ms; any edit, checkout or copy changes the time (and so compiles again).
  for (const dir of dirs) {
    for (const file of codeFiles(dir)) {
      const info = statSync(file);
      hash.update(`${path.relative(ROOT, file)}\0${info.size}\0${info.mtimeMs}\0`);
    }
  }
  return hash.digest('hex').slice(0, 20);
}

function codeFiles(dir) {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(file);
    return CODE.test(entry.name) ? [file] : [];
  });
}

function readOr(file) {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
}

/**
 * Compiles into a scratch folder, then renames it into place (another process may race us). The
 * site's module is an entry point of both builds, so that it shares React and every module it
 * imports with the engine (splitting puts them in chunks both entries import); the site's own
 * imports of packages are found in the engine's node_modules when the site has none of its own
 * (a site made by `site init` depends on the engine by a file: link).
 */
async function compile(cacheRoot, dir, site) {
  const siteEntry = path.join(site, SITE_MODULE);
  const siteEntries = existsSync(siteEntry) ? { site: siteEntry } : {};
  const esbuild = await import('esbuild');
  await mkdir(cacheRoot, { recursive: true });
  const scratch = await mkdtemp(path.join(cacheRoot, 'tmp-'));
  try {
    const common = {
      absWorkingDir: ROOT,
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      logLevel: 'silent',
      nodePaths: [path.join(ROOT, 'node_modules')],
      plugins: [sourceUrls, projectPackages],
      // The pure-JavaScript packages are bundled in: resolving and loading hundreds of their
      // files cost a fifth of a second in every process. EXTERNAL ones stay outside (native
      // code, their own worker or child-process files, or used by one command only): see projectPackages.
      banner: { js: `${REQUIRE_BANNER} ${FOLDER_BANNER}` },
      // React's production build only, as bin/site.js sets it: a bundle keeping its development
      // build too is 1 MB more for every command to parse, and each render thread ~20 MB more.
      define: { 'process.env.NODE_ENV': '"production"' },
    };
    await Promise.all([
      esbuild.build({ ...common, entryPoints: { index: ENTRIES.index, ...siteEntries } }),
      // The render threads get modules of their own, sharing no chunk with the CLI: loading
      // ~100 of the Markdown pipeline's files through Node's ESM loader cost each thread ~0.4 s of CPU at
      // start; here the worker and the site share one or two chunks.
      esbuild.build({
        ...common,
        outdir: path.join(scratch, RENDER_FOLDER),
        entryPoints: { 'render-worker': ENTRIES['render-worker'], ...siteEntries },
      }),
    ]);
    await rename(scratch, dir).catch(async (error) => {
      if (!existsSync(path.join(dir, 'index.mjs'))) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * EXTERNAL packages are imported by absolute URL into this project's node_modules: the compiled
 * modules may live outside it (SITE_CACHE_DIR), where a bare `import 'piscina'` finds nothing.
 */
const projectPackages = {
  name: 'project-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const external = EXTERNAL.some((name) =>
        name.endsWith('/*') ? args.path.startsWith(name.slice(0, -1)) : args.path === name,
      );
      return external ? { path: import.meta.resolve(args.path), external: true } : undefined;
    });
  },
};

/**
 * Each module keeps its own `import.meta.url` (the source file's), so files it finds beside
 * itself (scaffolds, the project root) are found as when it runs from source.
 */
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js' };
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    // The project's modules (TypeScript, and the plain JavaScript that runs before anything is
    // compiled, such as cli/lib/site-folder.js), never a package's.
    build.onLoad({ filter: /\.(?:ts|tsx|js|mjs)$/ }, (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const contents = text.includes('import.meta.url')
        ? text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        : text;
      return { contents, loader: LOADERS[path.extname(args.path)] };
    });
  },
};
