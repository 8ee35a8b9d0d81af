import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isEditorScratch } from '../../../../cli/dev/editor-scratch';
import { watchTrees, type TreeChanges } from '../../../../cli/dev/watch-trees';

/** A watched scratch tree and the batches it reported; `next()` waits for the next batch. */
async function watched(root: string) {
  const batches: TreeChanges[] = [];
  let wake: (() => void) | undefined;
  const watcher = await watchTrees([root], (batch) => {
    batches.push(batch);
    wake?.();
  });
  return {
    watcher,
    async next(): Promise<string[]> {
      if (!batches.length) await new Promise<void>((resolve) => (wake = resolve));
      const batch = batches.shift()!;
      return batch.files.map((f) => path.relative(root, f)).sort();
    },
    /** No batch arrives for a while. */
    async quiet(ms = 150): Promise<TreeChanges[]> {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return batches.splice(0);
    },
  };
}

describe('watchTrees', () => {
  let root: string;
  let tree: Awaited<ReturnType<typeof watched>>;
  const file = (name: string) => path.join(root, name);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'watch-trees-'));
    await mkdir(file('blog'));
    await writeFile(file('blog/post.md'), 'one');
    tree = await watched(root);
  });
  afterEach(async () => {
    tree.watcher.close();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps following a file saved by rename, by in-place writes and by delete-and-create', async () => {
    // An IDE's safe write: a temporary file renamed over the original.
    await writeFile(file('blog/.post.md.tmp.123'), 'two');
    await rename(file('blog/.post.md.tmp.123'), file('blog/post.md'));
    expect(await tree.next()).toEqual(['blog/post.md']);
    await writeFile(file('blog/post.md'), 'three');
    expect(await tree.next()).toEqual(['blog/post.md']);
    // sed -i: a temporary file with an ordinary name (sedXXXXXX), renamed over the original.
    execFileSync('sed', ['-i', 's/three/four/', file('blog/post.md')]);
    expect(await tree.next()).toEqual(['blog/post.md']);
    await unlink(file('blog/post.md'));
    await writeFile(file('blog/post.md'), 'five');
    expect(await tree.next()).toEqual(['blog/post.md']);
    await writeFile(file('blog/post.md'), 'six');
    expect(await tree.next()).toEqual(['blog/post.md']);
  });

  it('never reports editors’ swap, backup and probe files', async () => {
    await writeFile(file('blog/.post.md.swp'), 'swap');
    await writeFile(file('blog/4913'), '');
    await writeFile(file('blog/post.md~'), 'backup');
    await writeFile(file('blog/post.md.crswap'), 'chromium');
    expect(await tree.quiet()).toEqual([]);
  });

  it('reports a removed file, and the files of folders added and removed', async () => {
    await unlink(file('blog/post.md'));
    expect(await tree.next()).toEqual(['blog/post.md']);
    await mkdir(file('news/2026'), { recursive: true });
    await writeFile(file('news/2026/a.md'), 'a');
    expect(await tree.next()).toContain('news/2026/a.md');
    // The new folder is watched: an edit in it is seen.
    await writeFile(file('news/2026/a.md'), 'b');
    expect(await tree.next()).toEqual(['news/2026/a.md']);
    await rename(file('news'), file('archive'));
    expect(await tree.next()).toEqual(['archive/2026/a.md', 'news/2026/a.md']);
    await writeFile(file('archive/2026/a.md'), 'c');
    expect(await tree.next()).toEqual(['archive/2026/a.md']);
  });
});

describe('isEditorScratch', () => {
  it.each([
    '.post.md.swp',
    '.post.md.swx',
    '4913',
    'post.md~',
    '.#post.md',
    '#post.md#',
    'post.md.tmp',
    '.post.md.tmp.8812',
    'post.md___jb_tmp___',
    'post.md.crswap',
  ])('%s is scratch', (name) => expect(isEditorScratch(name)).toBe(true));
  it.each(['post.md', 'site.yaml', 'template.tmpl.md', 'Shell.tsx', 'swap.md'])('%s is not', (name) =>
    expect(isEditorScratch(name)).toBe(false),
  );
});
