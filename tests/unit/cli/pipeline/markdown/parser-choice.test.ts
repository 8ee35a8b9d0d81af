import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseParser } from '../../../../../cli/pipeline/markdown/parser-choice';
import { createProcessor } from '../../../../../cli/pipeline/markdown/processor';
import { SATTERI_UNAVAILABLE } from '../../../../../cli/pipeline/markdown/satteri-binding';
import { loadConfigWithMarkdown } from '../../../../../cli/pipeline/content';
import { addsSyntax, parsesWithSatteri } from '../../../../../cli/pipeline/markdown/syntax-plugins';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

/** A remark plugin that adds syntax, as remark-math or a mentions plugin does: a micromark extension and its mdast half. */
const SYNTAX_PLUGIN = `export default function remarkShout() {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({});
  (data.fromMarkdownExtensions ??= []).push({});
}
`;

describe('markdown.parser (site.yaml) and the parser it resolves to', () => {
  afterEach(() => {
    delete process.env[SATTERI_UNAVAILABLE];
  });

  it('gives remark when asked, Sätteri when asked or auto, and says why', async () => {
    expect(await chooseParser('remark', [])).toEqual({
      parser: 'remark',
      reason: 'asked for (markdown.parser: remark)',
    });
    expect(await chooseParser('satteri', [])).toEqual({
      parser: 'satteri',
      reason: 'asked for (markdown.parser: satteri)',
    });
    expect(await chooseParser('auto', [])).toEqual({
      parser: 'satteri',
      reason: 'auto: Sätteri loaded and no plugin adds Markdown syntax',
    });
  });

  it('gives remark, without a notice, for auto when a plugin adds syntax; with one when Sätteri was asked for', async () => {
    expect(await chooseParser('auto', ['remark-math'])).toEqual({
      parser: 'remark',
      reason: 'auto: remark-math adds Markdown syntax, which only remark-parse reads',
    });
    const asked = await chooseParser('satteri', ['remark-math', 'remark-mention']);
    expect(asked.parser).toBe('remark');
    expect(asked.reason).toBe(
      'markdown.parser: satteri, but remark-math and remark-mention add Markdown syntax, which only remark-parse reads',
    );
    expect(asked.notice).toMatch(/^Markdown is parsed with remark-parse instead of Sätteri: remark-math and/);
  });

  it('falls back to remark, with a notice, when Sätteri does not load (SITE_SATTERI_UNAVAILABLE=1 acts so)', async () => {
    process.env[SATTERI_UNAVAILABLE] = '1';
    for (const asked of ['auto', 'satteri'] as const) {
      const choice = await chooseParser(asked, []);
      expect(choice.parser).toBe('remark');
      expect(choice.reason).toMatch(/Sätteri did not load \(SITE_SATTERI_UNAVAILABLE=1 is set\)$/);
      expect(choice.notice).toMatch(/^Markdown is parsed with remark-parse instead of Sätteri: Sätteri did not load/);
    }
    // A processor asked for Sätteri where it does not load reads with remark-parse: the same trees.
    const processor = await createProcessor({ siteUrl: 'https://example.com', plugins: [], parser: 'satteri' });
    expect(parsesWithSatteri(processor)).toBe(false);
  });
});

describe("a maintainer's plugin that adds syntax", () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await scratchSite();
    const dir = path.join(site.content, 'node_modules', 'remark-shout');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'package.json'),
      '{ "name": "remark-shout", "version": "1.0.0", "type": "module", "main": "index.js" }',
    );
    await writeFile(path.join(dir, 'index.js'), SYNTAX_PLUGIN);
  });
  afterAll(() => site.remove());

  const load = async (parser: string) => {
    await site.edit(
      'site.yaml',
      (text) =>
        `${text.replace(/\nmarkdown:[\s\S]*$/, '')}\nmarkdown:\n  parser: ${parser}\n  remarkPlugins: [remark-shout]\n`,
    );
    return loadConfigWithMarkdown(site.content, []);
  };

  it('is seen (addsSyntax) and keeps every body on remark-parse, with a notice only when Sätteri was asked for', async () => {
    const auto = await load('auto');
    expect(auto.problems).toEqual([]);
    expect(auto.markdown).toMatchObject({
      parser: 'remark',
      parserReason: 'auto: remark-shout adds Markdown syntax, which only remark-parse reads',
    });
    expect(auto.notices).toBeUndefined();
    expect(addsSyntax(await createProcessor(auto.markdown!))).toBe(true);

    const asked = await load('satteri');
    expect(asked.markdown?.parser).toBe('remark');
    expect(asked.notices).toEqual([expect.stringContaining('remark-shout adds Markdown syntax')]);
  });

  it('is not seen where no plugin adds syntax, with either parser', async () => {
    for (const parser of ['remark', 'satteri'] as const) {
      const processor = await createProcessor({ siteUrl: 'https://example.com', plugins: [], parser });
      expect(addsSyntax(processor)).toBe(false);
      expect(parsesWithSatteri(processor)).toBe(parser === 'satteri');
    }
  });

  it('is an unknown parser refused on its line of site.yaml', async () => {
    const result = await load('markdown-it');
    expect(result.markdown).toBeUndefined();
    expect(result.problems).toEqual([expect.objectContaining({ field: 'markdown.parser' })]);
  });
});
