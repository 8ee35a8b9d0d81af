import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisTimeout, CONNECTION_FAILED, failureMessage } from '../../../../widgets/checker/analysis-errors';
import { gradeReports } from '../../../../widgets/checker/grade';
import { runAnalysis } from '../../../../widgets/checker/run-analysis';
import { startMockPageSpeed } from '../../../support/mock-pagespeed';
import { FIXTURE_EXPECTED } from '../../../support/pagespeed-fixture';

// The real client, real fetch and real HTTP against the mock API; retries 10 ms apart to keep it quick.
const FAST_RETRIES = { retries: 3, firstDelayMs: 10, maxDelayMs: 100 };
let mock: Awaited<ReturnType<typeof startMockPageSpeed>>;
beforeAll(async () => {
  mock = await startMockPageSpeed();
});
afterAll(() => mock.close());

const analyse = (host: string, extra: { timeoutMs?: number; apiKey?: string } = {}) =>
  runAnalysis(`https://${host}/`, { endpoint: mock.endpoint, retryPolicy: FAST_RETRIES, ...extra });
const attempts = (host: string) => mock.log.filter((r) => r.host === host);

describe('runAnalysis against the mock PageSpeed API', () => {
  it('grades the fixture as the formulas say, sending both strategies and every category', async () => {
    const reports = await analyse('example.com', { apiKey: 'AIza-test-key-123456789' });
    const grade = gradeReports(reports.mobile.lighthouseResult, reports.desktop.lighthouseResult);
    expect(grade.scores).toEqual(FIXTURE_EXPECTED.scores);
    expect(grade.overallScore).toBe(FIXTURE_EXPECTED.overallScore);
    expect(reports.mobile.loadingExperience?.metrics?.LARGEST_CONTENTFUL_PAINT_MS?.category).toBe('AVERAGE');
    expect(
      attempts('example.com')
        .map((r) => [r.strategy, r.categories.length, r.key])
        .sort(),
    ).toEqual([
      ['desktop', 4, 'AIza-test-key-123456789'],
      ['mobile', 4, 'AIza-test-key-123456789'],
    ]);
  });

  it('retries 500s and succeeds when the API recovers', async () => {
    const reports = await analyse('flaky-2.retry.example');
    expect(reports.desktop.lighthouseResult?.categories?.seo?.score).toBe(0.83);
    expect(
      attempts('flaky-2.retry.example')
        .map((r) => `${r.strategy}:${r.status}`)
        .sort(),
    ).toEqual(['desktop:200', 'desktop:500', 'desktop:500', 'mobile:200', 'mobile:500', 'mobile:500']);
  });

  // The strategy that runs out of retries first ends the analysis and cancels the other's last try.
  const perStrategy = (host: string) =>
    ['mobile', 'desktop'].map((s) => attempts(host).filter((r) => r.strategy === s).length).sort();

  it('gives up after 3 retries of a 500 or of a dropped connection', async () => {
    expect(failureMessage(await analyse('fail-500.x.example').catch((e: unknown) => e))).toBe(
      'Website analysis failed: PageSpeed API error: 500 Internal error encountered.',
    );
    expect(perStrategy('fail-500.x.example')[1]).toBe(4);
    expect(perStrategy('fail-500.x.example')[0]).toBeGreaterThanOrEqual(3);
    expect(failureMessage(await analyse('drop.x.example').catch((e: unknown) => e))).toBe(CONNECTION_FAILED);
    expect(perStrategy('drop.x.example')[1]).toBe(4);
  });

  it('does not retry 400 or 429', async () => {
    expect(failureMessage(await analyse('fail-400.x.example').catch((e: unknown) => e))).toMatch(
      /^Website analysis failed: PageSpeed API error: 400 Lighthouse returned error: FAILED_DOCUMENT_REQUEST/,
    );
    expect(failureMessage(await analyse('fail-429.x.example').catch((e: unknown) => e))).toMatch(
      /^Website analysis failed: PageSpeed API error: 429 Quota exceeded/,
    );
    expect(attempts('fail-400.x.example').length).toBeLessThanOrEqual(2);
    expect(attempts('fail-429.x.example').length).toBeLessThanOrEqual(2);
  });

  it('fails on a runtimeError or missing categories inside a 200', async () => {
    expect(failureMessage(await analyse('runtime-error.x.example').catch((e: unknown) => e))).toMatch(
      /^Website analysis failed: Lighthouse returned error: NO_FCP\. The page did not paint/,
    );
    expect(failureMessage(await analyse('no-categories.x.example').catch((e: unknown) => e))).toBe(
      'Website analysis failed: PageSpeed returned no category scores for this page',
    );
  });

  it('times out a hanging analysis', async () => {
    expect(await analyse('hang.x.example', { timeoutMs: 300 }).catch((e: unknown) => e)).toBeInstanceOf(
      AnalysisTimeout,
    );
  });
});
