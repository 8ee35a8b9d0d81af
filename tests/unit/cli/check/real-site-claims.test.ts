import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/build/build';
import { checkOutput } from '../../../../cli/check/check-output';
import { contentCatalog } from '../../../../cli/check/content-catalog';
import { REPO_ROOT } from '../../../support/fixtures';

/** The real site, read as a visitor reads it, gives one value for each figure and term of company.yaml. */
describe('the real site’s figures', () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'real-claims-'));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('contradict none of the company’s facts and terms', async () => {
    const contentDir = path.join(REPO_ROOT, 'content');
    await buildSite({ contentDir, outDir: path.join(out, 'dist') });
    const content = await contentCatalog(contentDir);
    // The check has something to check: the facts and terms that name their words.
    expect(content.claims!.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'managed-uptime',
        'uptime-sla',
        'cloud-waste',
        'guarantee-window',
        'launch-time',
        'response-time',
      ]),
    );
    const report = await checkOutput(path.join(out, 'dist'), content);
    expect(report.problems.filter((p) => p.rule === 'claims' || p.rule === 'facts')).toEqual([]);
  }, 60_000);
});
