import { readFileSync } from 'node:fs';
import path from 'node:path';
import commonmark from 'commonmark-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../support/fixtures';
import { expectSameOutput, TEST_SITE, type BodyInput } from '../../../../support/parser-pair';

/**
 * Sätteri renders what remark renders: for every example of the CommonMark spec and every example
 * of GFM's extensions (tests/fixtures/gfm-spec: cmark-gfm's, as no npm package holds them), both
 * parsers give the same tree, positions included, and the same MarkdownResult: byte-identical
 * HTML, and the same problems (message, hint, line), outline, images, links and priced prose. A
 * failure lists each example (its number and section, its text) with the first place each field
 * or the tree differs, remark's value first.
 */

const PLAIN = { siteUrl: TEST_SITE, plugins: [] };

// The CommonMark spec writes tabs as → so they show.
const commonmarkInputs: BodyInput[] = commonmark.tests.map(({ number, section, markdown }) => ({
  label: `CommonMark #${number} (${section})`,
  body: markdown.replace(/→/g, '\t'),
}));

interface GfmExample {
  file: string;
  number: number;
  section: string;
  markdown: string;
}
const gfm = JSON.parse(readFileSync(path.join(FIXTURES, 'gfm-spec', 'extensions.json'), 'utf8')) as {
  examples: GfmExample[];
};
const gfmInputs: BodyInput[] = gfm.examples.map(({ file, number, section, markdown }) => ({
  label: `GFM ${file} #${number} (${section})`,
  body: markdown,
}));

describe('Sätteri renders what remark renders', () => {
  it('for every example of the CommonMark spec', async () => {
    expect(commonmarkInputs.length).toBeGreaterThan(600);
    await expectSameOutput(PLAIN, commonmarkInputs);
  });

  it("for every example of GFM's extensions (tables, strikethrough, autolinks, footnotes, task lists)", async () => {
    expect(gfmInputs.length).toBeGreaterThan(40);
    await expectSameOutput(PLAIN, gfmInputs);
  });
});
