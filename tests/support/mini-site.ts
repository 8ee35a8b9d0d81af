import { cp, mkdir, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES, REPO_ROOT } from './fixtures';

/** The minimal second site (a bakery and its recipes), which `site init` also writes. */
export const MINI_SITE = path.join(FIXTURES, 'mini-site');

/**
 * A copy of the minimal site in a folder of its own, outside the generator's, installed as
 * `npm install` installs its `file:` dependency: node_modules/chinook-site links to the generator.
 */
export async function installedMiniSite(prefix = 'mini-site-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(MINI_SITE, dir, { recursive: true });
  await mkdir(path.join(dir, 'node_modules'));
  await symlink(REPO_ROOT, path.join(dir, 'node_modules', 'chinook-site'), 'dir');
  return dir;
}
