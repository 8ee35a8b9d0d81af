import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { checkOutput } from '../../../../cli/check/check-output';
import { contentCatalog } from '../../../../cli/check/content-catalog';
import { sourcesOfBuild } from '../../../../cli/check/page-sources';
import { SourceLocator } from '../../../../cli/check/source-locator';
import type { ScratchSite } from '../../../support/fixtures';
import { linkedSite } from '../../../support/linked-site';

/**
 * `site check` reads every page as a visitor does and flags a figure that contradicts a fact or
 * term of company.yaml, one planted contradiction per kind, each named by the file and line that
 * wrote it. (The fixture's facts: uptime 99.99%, 47+ businesses helped, waste 30-50%, $2.1M+
 * revenue generated; its terms: refunds within 30 days, a response time within 30 minutes.)
 */
describe('figures that contradict the company facts and terms', () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await linkedSite();
  });
  afterAll(() => site.remove());

  const claimsOf = async () => {
    const result = await buildSite({ contentDir: site.content, outDir: site.out });
    const sources = new SourceLocator(site.content, sourcesOfBuild(result));
    const report = await checkOutput(site.out, { ...(await contentCatalog(site.content)), sources });
    return report.problems
      .filter((p) => p.rule === 'claims')
      .map((p) => `${p.where} ${path.relative(site.content, p.source!.file)}:${p.source!.line} ${p.message}`);
  };

  it('passes the fixture as it is', async () => {
    expect(await claimsOf()).toEqual([]);
  });

  it.each([
    ['percent', 'Our average uptime was 99.8% last year.', '99.8% where managed-uptime is 99.99%'],
    ['count', 'With 52+ businesses helped since 2018.', '52+ where businesses-helped is 47+'],
    ['money', 'We have $3M+ in revenue generated for clients.', '$3M+ where client-revenue is $2.1M+'],
    ['range', 'Most accounts carry 40-70% of waste.', '40-70% where cloud-waste is 30-50%'],
    [
      'duration',
      'Expect a 2-hour response time.',
      '2-hour where response-time is within 30 minutes during business hours',
    ],
  ])('%s: fails with the page, the file and the line', async (_kind, sentence, says) => {
    await site.edit('blog/fast.md', (t) =>
      t.replace('Body of the first post.', `Body of the first post.\n\n${sentence}`),
    );
    try {
      expect(await claimsOf()).toEqual([expect.stringContaining(`/blog/1 blog/fast.md:15 "${sentence}" says ${says}`)]);
    } finally {
      await site.edit('blog/fast.md', (t) => t.replace(`\n\n${sentence}`, ''));
    }
  });

  it('a term in legal text: a refund window other than the terms give', async () => {
    await site.edit('pages/legal.md', (t) =>
      t.replace('## 3. Third section\n\nText.', '## 3. Third section\n\nAsk for a refund within 14 days of launch.'),
    );
    try {
      expect(await claimsOf()).toEqual([
        expect.stringContaining(
          '/legal pages/legal.md:20 "Ask for a refund within 14 days of launch." says 14 days where guarantee-window is within 30 days of your first payment',
        ),
      ]);
    } finally {
      await site.edit('pages/legal.md', (t) => t.replace('Ask for a refund within 14 days of launch.', 'Text.'));
    }
  });
});
