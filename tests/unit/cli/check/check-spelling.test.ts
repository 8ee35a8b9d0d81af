import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { checkOutput } from '../../../../cli/check/check-output';
import { contentCatalog } from '../../../../cli/check/content-catalog';
import { sourcesOfBuild } from '../../../../cli/check/page-sources';
import { SourceLocator } from '../../../../cli/check/source-locator';
import type { ScratchSite } from '../../../support/fixtures';
import { linkedSite } from '../../../support/linked-site';

/** `site check` reads every word a visitor reads as Canadian English, with the project's own word list. */
describe('spelling', () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await linkedSite();
  });
  afterAll(() => site.remove());

  const spelling = async () => {
    const result = await buildSite({ contentDir: site.content, outDir: site.out });
    const sources = new SourceLocator(site.content, sourcesOfBuild(result));
    const report = await checkOutput(site.out, { ...(await contentCatalog(site.content)), sources });
    return report.problems
      .filter((p) => p.rule === 'spelling')
      .map((p) => `${p.where} ${path.relative(site.content, p.source!.file)}:${p.source!.line} ${p.message}`);
  };

  it('passes the fixture, whose names are in its words.txt', async () => {
    expect(await spelling()).toEqual([]);
  });

  it('flags a British spelling with the page, file and line, and suggests the Canadian one', async () => {
    await site.edit('pages/legal.md', (t) =>
      t.replace('## 2. Second section\n\nText.', '## 2. Second section\n\nWe optimised it.'),
    );
    expect(await spelling()).toEqual([
      '/legal pages/legal.md:16 "optimised" is not Canadian English: optimized, optimism, optimist?',
    ]);
  });

  it('takes a word the project lists in words.txt', async () => {
    await site.edit('pages/legal.md', (t) => t.replace('We optimised it.', 'Hosted in Falkenstein.'));
    expect(await spelling()).toEqual([expect.stringContaining('"Falkenstein" is not Canadian English')]);
    await site.edit('words.txt', (t) => `${t}# Places\nFalkenstein\n`);
    expect(await spelling()).toEqual([]);
  });
});
