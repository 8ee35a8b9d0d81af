import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From a string, not new URL(): happy-dom replaces the global URL in widget tests.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures');

/** A scratch copy of a fixture site that a test may edit, plus an output folder beside it. */
export interface ScratchSite {
  dir: string;
  content: string;
  out: string;
  edit(file: string, change: (text: string) => string): Promise<void>;
  write(file: string, text: string): Promise<void>;
  read(file: string): Promise<string>;
  remove(): Promise<void>;
}

export async function scratchSite(fixture = 'basic-site'): Promise<ScratchSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const content = path.join(dir, 'content');
  await cp(path.join(FIXTURES, fixture), content, { recursive: true });
  return {
    dir,
    content,
    out: path.join(dir, 'dist'),
    edit: async (file, change) => {
      const target = path.join(content, file);
      await writeFile(target, change(await readFile(target, 'utf8')));
    },
    write: (file, text) => writeFile(path.join(content, file), text),
    read: (file) => readFile(path.join(dir, file), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
