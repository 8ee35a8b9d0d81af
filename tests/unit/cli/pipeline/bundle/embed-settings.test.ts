import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEmbeds, embedNames } from '../../../../../cli/pipeline/bundle';
import { embedSettings } from '../../../../../cli/pipeline/bundle/embed-settings';
import { loadSite } from '../../../../../cli/pipeline/content/load-site';
import { site } from '../../../../../cli/pipeline/site';
import { REPO_ROOT } from '../../../../support/fixtures';

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

describe("the settings each embed bakes in, as the site's definition declares them", () => {
  it('are declared for every widget that types settings (widgets/<name>/embed-settings.ts), and only those', async () => {
    const typed = (await readdir(path.join(REPO_ROOT, 'widgets'), { withFileTypes: true }))
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(REPO_ROOT, 'widgets', entry.name, 'embed-settings.ts')),
      )
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(site().embeds).sort()).toEqual(typed);
  });

  it("come from the site's declaration, and a widget it declares nothing for gets only the site's URL", async () => {
    const { config, collections } = await loadSite({ contentDir: path.join(REPO_ROOT, 'content') });
    for (const [widget, declared] of Object.entries(site().embeds))
      expect(embedSettings(widget, config, collections), widget).toEqual(declared(config, collections));
    expect(embedSettings('undeclared', config, collections)).toEqual({ siteUrl: config.site.url });
  });
});
