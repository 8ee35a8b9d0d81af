import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built site written by a test: `root` is the dist/ folder, inside `dir` with room beside it. */
export interface TempDist {
  dir: string;
  root: string;
  write(file: string, contents: string | Uint8Array): Promise<void>;
  remove(): Promise<void>;
}

export async function tempDist(files: Readonly<Record<string, string | Uint8Array>>): Promise<TempDist> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-preview-'));
  const root = path.join(dir, 'dist');
  const write = async (file: string, contents: string | Uint8Array) => {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  };
  await mkdir(root);
  for (const [file, contents] of Object.entries(files)) await write(file, contents);
  return { dir, root, write, remove: () => rm(dir, { recursive: true, force: true }) };
}
