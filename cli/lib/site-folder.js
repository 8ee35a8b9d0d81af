// Where the site a command builds is, and its code, found before anything is compiled: plain
// JavaScript, which cli/bin/site.js and the threads' source entries run first. The CLI's
// TypeScript asks cli/lib/site-layout.ts, which reads the site's folder from here.
import { existsSync, readFileSync } from 'node:fs';
import { register as registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generator's own folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The module that declares a site (its definition: templates/define-site.ts), in the site's folder. */
export const SITE_MODULE = 'templates/site.ts';
/** The engine's folders of code (its model and widget runtime too, for now: see docs/architecture.md). */
export const ENGINE_DIRS = ['cli', 'templates', 'widgets', 'edge'];

/**
 * The folder of the site a command builds: the nearest one at or above the working folder that
 * holds a package.json (a site made by `site init` has its own), else the generator's own.
 */
export function siteRoot(from = process.cwd()) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return ROOT;
  }
}

/** The folders of the site's code: `site.code` in its package.json (cli/lib/site-layout.ts checks it and says what is wrong). */
export function siteCodeDirs(site) {
  try {
    const code = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).site?.code;
    if (Array.isArray(code)) return code.filter((dir) => typeof dir === 'string').map((dir) => path.resolve(site, dir));
  } catch {
    // Unreadable: the command reports it (cli/lib/site-layout.ts).
  }
  return ['templates', 'widgets'].map((dir) => path.resolve(site, dir));
}

/** The cache's own folder in the site's node_modules, so that two sites never share a cache. */
export const defaultCacheDir = (site) => path.join(site, 'node_modules', '.cache', 'chinook-site');

/** The cache's folder: SITE_CACHE_DIR, else the site's own (cli/cache/cache-location.ts reads it here). */
export const cacheDir = (site) => process.env.SITE_CACHE_DIR ?? defaultCacheDir(site);

/**
 * Makes this thread run TypeScript sources: tsx, with the tsconfig below; for a site in a folder
 * of its own, also the hook that finds the packages it imports in the generator's folder.
 */
export async function runSources() {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: sourceTsconfig() });
  if (!isInsideEngine(siteRoot())) registerHooks('./engine-packages.mjs', import.meta.url);
}

const isInsideEngine = (site) => site === ROOT || !path.relative(ROOT, site).startsWith('..');

/**
 * The tsconfig tsx runs the sources with. tsx applies a tsconfig only to the files it includes,
 * so a site outside the generator's folder gets one that extends the generator's and includes
 * every file (its JSX is then compiled as the engine's is).
 */
function sourceTsconfig() {
  const file = isInsideEngine(siteRoot()) ? 'tsconfig.json' : 'cli/lib/tsconfig.sources.json';
  return path.join(ROOT, file);
}
