import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { checkOutput } from '../../cli/check/check-output';
import { contentCatalog } from '../../cli/check/content-catalog';
import { REPO_ROOT } from '../support/fixtures';
import { parseHtml } from '../support/html';

/** The real site, read as a visitor reads it, page after page, gives one value for each figure, term and offer. */
describe('the real site agrees with itself', () => {
  let out: string;
  const contentDir = path.join(REPO_ROOT, 'content');
  /** Every built page, parsed, by its file. */
  const pages = async () => {
    const files = (await readdir(path.join(out, 'dist'), { recursive: true })).filter((f) => f.endsWith('.html'));
    return Promise.all(
      files.map(async (file) => ({ file, doc: parseHtml(await readFile(path.join(out, 'dist', file), 'utf8')) })),
    );
  };
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'real-site-'));
    await buildSite({ contentDir, outDir: path.join(out, 'dist') });
  }, 60_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('every spots-left label of one offer shows one number, on every page', async () => {
    const byOffer = new Map<string, Set<string>>();
    for (const { file, doc } of await pages()) {
      for (const label of doc.querySelectorAll('[data-offer]')) {
        const offer = label.getAttribute('data-offer')!;
        const spots = /\d+/.exec(label.textContent ?? '')?.[0];
        expect(spots, `${file}: ${label.textContent}`).toBeDefined();
        byOffer.set(offer, new Set([...(byOffer.get(offer) ?? []), spots!]));
      }
    }
    expect(byOffer.size).toBeGreaterThanOrEqual(5);
    for (const [offer, numbers] of byOffer) expect([...numbers], offer).toHaveLength(1);
  });

  it('every countdown counts down to the same end of the price promotion', async () => {
    const countdowns = (await pages()).flatMap(({ doc }) => [...doc.querySelectorAll('[data-countdown-every]')]);
    expect(countdowns.length).toBeGreaterThanOrEqual(3);
    expect(new Set(countdowns.map((c) => c.getAttribute('data-countdown-every'))).size).toBe(1);
    expect(new Set(countdowns.map((c) => c.textContent)).size).toBe(1);
  });

  it('contradict none of the company’s facts and terms', async () => {
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
  });
});
