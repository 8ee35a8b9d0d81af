import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEmbeds, embedNames } from '../../../../../cli/pipeline/bundle';

/** A marker only `widget`'s settings hold. */
const marker = (widget: string) => `settings-of-${widget}-only`;

describe('the embed scripts, made in one esbuild run', () => {
  let out: string;
  let scripts: Map<string, string>;
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'embeds-'));
    const { embeds, files } = await bundleEmbeds(out, (widget) => ({ marker: marker(widget) }));
    const text = new Map(files.map((f) => [f.path, Buffer.from(f.contents).toString('utf8')]));
    scripts = new Map(Object.keys(embeds).map((name) => [name, text.get(`embed/${name}.js`) ?? '']));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('makes one script for every widget with an embed entry', async () => {
    expect([...scripts.keys()]).toEqual(Object.keys(await embedNames()));
    for (const [name, code] of scripts) expect(code, name).not.toBe('');
  });

  it("bakes each widget's own settings into its script, and no other widget's", () => {
    for (const [name, code] of scripts) {
      expect(code, name).toContain(marker(name));
      for (const other of scripts.keys()) if (other !== name) expect(code, name).not.toContain(marker(other));
    }
  });

  it('gives each script all it needs: an IIFE that imports nothing', () => {
    for (const [name, code] of scripts) expect(code, name).not.toMatch(/^import |\bexport\s*\{|\brequire\(/m);
  });
});
