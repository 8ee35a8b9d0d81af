import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from '../errors';
import { siteRoot as findSiteRoot } from './site-folder.js';

export { SITE_MODULE } from './site-folder.js';

/** The folder of the site a command builds (once per working folder: it is asked often). */
export function siteRoot(from = process.cwd()): string {
  let root = ROOTS.get(from);
  if (root === undefined) ROOTS.set(from, (root = findSiteRoot(from)));
  return root;
}
const ROOTS = new Map<string, string>();

/** Where a site keeps its code when its package.json does not say. */
const DEFAULT_CODE = ['templates', 'widgets'];

/**
 * The folders of the site's own code, as absolute paths: `site.code` in the package.json of the
 * project that holds the site (["templates", "widgets", "edge"] here; by default templates and
 * widgets). `site dev` watches them (an edited stylesheet swaps the styles of open pages, any other
 * edit starts a fresh builder), and no build writes into, over or around them. Read from the
 * package.json, not the site's modules, so that knowing them loads no template.
 */
export function siteCodeFolders(root: string = siteRoot()): string[] {
  const file = path.join(root, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { site?: { code?: unknown } };
  const code = manifest.site?.code ?? DEFAULT_CODE;
  if (!Array.isArray(code) || !code.every((folder) => typeof folder === 'string' && folder.length > 0))
    throw new SiteError(`${file}: site.code must be a list of folder names, such as ["templates", "widgets"].`);
  return code.map((folder: string) => {
    const absolute = path.resolve(root, folder);
    const rel = path.relative(path.resolve(root), absolute);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel))
      throw new SiteError(`${file}: site.code names "${folder}", which is not a folder inside the project.`);
    return absolute;
  });
}
