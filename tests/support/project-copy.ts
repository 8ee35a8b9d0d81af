import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES, REPO_ROOT } from './fixtures';

/**
 * A throwaway copy of the whole project (the generator's code, a small content folder, docs and
 * tests), inside a folder of its own with a home folder beside it: a test of what the CLI
 * refuses to write over runs there, so a broken guard deletes copies, never the real folders.
 */
export interface ProjectCopy {
  /** The folder holding the project, its home and its cache. */
  root: string;
  project: string;
  home: string;
  cache: string;
  /** Environment for the CLI: its home, cache and compiled code all inside `root`. */
  env: NodeJS.ProcessEnv;
  remove(): Promise<void>;
}

const CODE = ['cli', 'templates', 'widgets', 'edge', 'package.json', 'tsconfig.json', 'README.md'];

export async function copyProject(): Promise<ProjectCopy> {
  const root = await mkdtemp(path.join(tmpdir(), 'project-copy-'));
  const project = path.join(root, 'project');
  const home = path.join(root, 'home');
  const cache = path.join(root, 'cache');
  await mkdir(home, { recursive: true });
  await writeFile(path.join(home, 'notes.txt'), 'a file in the home folder\n');
  for (const entry of CODE) await cp(path.join(REPO_ROOT, entry), path.join(project, entry), { recursive: true });
  await cp(path.join(FIXTURES, 'basic-site'), path.join(project, 'content'), { recursive: true });
  for (const folder of ['docs', 'tests'])
    await writeFile(path.join(await made(path.join(project, folder)), 'README.md'), `# ${folder}\n`);
  // The installed packages are shared, not copied: the copy reads them, and nothing here writes them.
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  return {
    root,
    project,
    home,
    cache,
    env: { HOME: home, SITE_CACHE_DIR: cache },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

async function made(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * A fingerprint of everything below `dir` (names, kinds, bytes, link targets), without following
 * links; node_modules is skipped (a link to the shared packages). Equal before and after: untouched.
 */
export async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const info = lstatSync(dir, { throwIfNoEntry: false });
  if (!info) return 'missing';
  if (info.isFile()) return hash.update(await readFile(dir)).digest('hex');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const listed = entries
    .map((e) => ({ e, rel: path.relative(dir, path.join(e.parentPath, e.name)) }))
    .filter(({ rel }) => !rel.split(path.sep).includes('node_modules'))
    .sort((a, b) => (a.rel < b.rel ? -1 : 1));
  for (const { e, rel } of listed) {
    const file = path.join(dir, rel);
    hash.update(`${rel}\0`);
    if (e.isSymbolicLink()) hash.update(`link:${await readlink(file)}\0`);
    else if (e.isFile()) hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
