import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from '../errors';
import { displayPath } from '../lib/files';
import { PROJECT_ROOT } from '../lib/project-root';
import { mkdirIn, writeIn } from '../lib/write/fs-writes';

/**
 * The site `site init` writes: the minimal site the tests build (a bakery with a collection of
 * recipes, which the generator's own site does not have), so that what a new site starts from is
 * built by every `npm test`.
 */
export const STARTER = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'mini-site');
/** What a copy of the starter leaves out: what installing and building it make. */
const LEFT_OUT = new Set(['node_modules', 'dist']);
/** The generator's package name, as the new site depends on it. */
const ENGINE = 'chinook-site';

/** What `site init` wrote, for the next steps it prints. */
export interface InitResult {
  dir: string;
  files: string[];
}

/**
 * Writes a new site into `dir`, which must be missing or empty: the starter's files, with a
 * package.json named after the folder that depends on this generator by a `file:` link (the
 * generator is not published), so `npm install` works offline and shares the generator's React.
 */
export async function initSite(dir: string): Promise<InitResult> {
  const target = path.resolve(dir);
  const present = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new SiteError(`${displayPath(target)} cannot be read (${error.code ?? error.message}); nothing was written.`);
  });
  if (present.length)
    throw new SiteError(
      `${displayPath(target)} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}); ` +
        'nothing was written. Give a new folder, or an empty one.',
    );
  const files = await starterFiles(STARTER);
  await mkdirIn(path.dirname(target), path.basename(target));
  for (const file of files) {
    const source = path.join(STARTER, file);
    const text = file === 'package.json' ? manifestFor(target, await readFile(source, 'utf8')) : await readFile(source);
    await mkdirIn(target, path.dirname(file));
    await writeIn(target, file, text, { exclusive: true });
  }
  return { dir: target, files };
}

/** The starter's package.json for a site in `target`: its name, and the generator by a path from there. */
function manifestFor(target: string, text: string): string {
  const manifest = JSON.parse(text) as { name?: string; dependencies?: Record<string, string> };
  const name =
    path
      .basename(target)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  const link = path.relative(target, PROJECT_ROOT).split(path.sep).join('/') || '.';
  const next = { ...manifest, name, dependencies: { ...manifest.dependencies, [ENGINE]: `file:${link}` } };
  return `${JSON.stringify(next, null, 2)}\n`;
}

/** Every file of the starter, relative to it, sorted; never what installing or building made. */
async function starterFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !LEFT_OUT.has(file.split(path.sep)[0]!))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
