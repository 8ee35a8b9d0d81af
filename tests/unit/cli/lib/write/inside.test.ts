import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EscapeError, inside } from '../../../../../cli/lib/write/inside';
import { linkInSync, mkdirInSync, moveInSync, writeIn, writeInSync } from '../../../../../cli/lib/write/fs-writes';

describe('inside: every written path is proven below its folder', () => {
  const root = '/srv/out';

  it.each([
    ['../x', /climbs out/],
    ['a/../../x', /climbs out/],
    ['a\\..\\..\\x', /climbs out/],
    ['..', /climbs out/],
    ['/etc/passwd', /absolute/],
    ['C:\\x', /absolute/],
    ['\\\\server\\share', /absolute/],
    ['', /empty/],
    ['a\u0000b', /control character/],
    ['new\nline.html', /control character/],
    ['.', /outside the folder/],
  ])('refuses %j', (rel, why) => {
    expect(() => inside(root, rel)).toThrow(EscapeError);
    expect(() => inside(root, rel)).toThrow(why);
  });

  it.each([
    ['index.html', '/srv/out/index.html'],
    ['blog/post.html', '/srv/out/blog/post.html'],
    ['a/./b.html', '/srv/out/a/b.html'],
    ['..hidden/x', '/srv/out/..hidden/x'],
    ['services/webDesign/index.html', '/srv/out/services/webDesign/index.html'],
  ])('takes %j', (rel, abs) => {
    expect(inside(root, rel)).toBe(abs);
  });
});

describe('the writers refuse an escaping path before touching the disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inside-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes, links, folders and moves alike', async () => {
    const out = path.join(dir, 'out');
    mkdirInSync(dir, 'out');
    writeInSync(out, 'ok.html', 'ok');
    expect(() => writeInSync(out, '../escaped.html', 'x')).toThrow(EscapeError);
    await expect(writeIn(out, '../../escaped.html', 'x')).rejects.toThrow(EscapeError);
    expect(() => mkdirInSync(out, '../escaped')).toThrow(EscapeError);
    expect(() => linkInSync(path.join(out, 'ok.html'), out, '../escaped-link.html')).toThrow(EscapeError);
    expect(() => moveInSync(out, 'ok.html', out, '../moved.html')).toThrow(EscapeError);
    expect((await readdir(dir)).sort()).toEqual(['out']);
    expect(await readdir(out)).toEqual(['ok.html']);
  });
});

describe('every writer of the output goes through inside()', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'writers-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the output writer, the object store and the image cache refuse an escaping path', async () => {
    const { OutputWriter } = await import('../../../../../cli/pipeline/output');
    const { ObjectStore } = await import('../../../../../cli/cache/object-store');
    const out = path.join(dir, 'out');
    mkdirInSync(dir, 'out');
    await expect(new OutputWriter(out).write('../escaped.xml', 'x')).rejects.toThrow(EscapeError);
    const store = new ObjectStore(path.join(dir, 'objects'));
    expect(() => store.putLinked('page', out, '../../escaped.html')).toThrow(EscapeError);
    const name = store.put('page');
    expect(store.linkStamped(name, store.stamp(name)!, out, '../escaped.html')).toBe(false);
    expect(() => store.ensureDirIn(out, '../escaped')).toThrow(EscapeError);
    expect((await readdir(dir)).sort()).toEqual(['objects', 'out']);
  });
});
