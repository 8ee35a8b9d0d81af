import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyState } from '../../../../cli/cache/build-state';
import { codeGraph } from '../../../../cli/cache/code-graph';
import { cachedBundle } from '../../../../cli/pipeline/bundle/bundle-cache';

/** esbuild as it is, counting its runs. */
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (original) => {
  const esbuild = await original<typeof import('esbuild')>();
  const build: typeof esbuild.build = (options) => {
    runs.count += 1;
    return esbuild.build(options);
  };
  return { ...esbuild, build, default: { ...esbuild, build } };
});

/**
 * What describes the code, not a cache, is made once per process: a build into a new cache folder
 * (each test's, the benchmark's) takes the module graph and the bundles this process made for
 * another, and still records them in its own cache.
 */
describe('made once per process', () => {
  let dir: string;
  let code: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'made-once-'));
    code = path.join(dir, 'code');
    await mkdir(code);
    await writeFile(path.join(code, 'entry.ts'), "import { x } from './dep';\nexport const y = x;\n");
    await writeFile(path.join(code, 'dep.ts'), 'export const x = 1;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the module graph of the code, whatever the cache file', async () => {
    const entry = path.join(code, 'entry.ts');
    const before = runs.count;
    const first = await codeGraph([entry], path.join(dir, 'a', 'code-graph.json'));
    const second = await codeGraph([entry], path.join(dir, 'b', 'code-graph.json'));
    expect(runs.count - before).toBe(1);
    expect(second).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dir, 'b', 'code-graph.json'), 'utf8'))).toEqual(first);
    // An edit is seen: the graph is made again.
    await writeFile(path.join(code, 'dep.ts'), "import './more';\nexport const x = 2;\n");
    await writeFile(path.join(code, 'more.ts'), 'export {};\n');
    const edited = await codeGraph([entry], path.join(dir, 'c', 'code-graph.json'));
    expect(runs.count - before).toBe(2);
    expect(Object.keys(edited.modules).map((f) => path.basename(f))).toContain('more.ts');
  });

  it('a bundle, whatever the cache folder: each build gets its own copy, and a failure is not kept', async () => {
    const cacheIn = (name: string) => ({
      state: emptyState(),
      next: {},
      objectsDir: path.join(dir, name, 'objects'),
      index: path.join(dir, name, 'bundles'),
    });
    const made = { files: [{ path: 'a.js', contents: new TextEncoder().encode('a()') }], entries: { a: ['a.js'] } };
    const make = vi.fn(async () => made);
    const first = await cachedBundle('key-1', cacheIn('one'), make);
    first.entries.a.push('changed by its build');
    const second = await cachedBundle('key-1', cacheIn('two'), make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(second.entries).toEqual({ a: ['a.js'] });
    expect(second.files).toEqual(made.files);

    const failing = vi.fn(() => Promise.reject(new Error('esbuild failed')));
    await expect(cachedBundle('key-2', cacheIn('three'), failing)).rejects.toThrow('esbuild failed');
    await expect(cachedBundle('key-2', cacheIn('four'), failing)).rejects.toThrow('esbuild failed');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
