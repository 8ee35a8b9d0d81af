import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import {
  AnalysisTimeout,
  failureMessage,
  parseRetryAfter,
  PageSpeedError,
  QuotaError,
} from '../../../../widgets/checker/analysis-errors';
import type { CheckerContent } from '../../../../widgets/checker/checker-content';
import { fill } from '../../../../widgets/checker/checker-content';
import { fetchPageSpeed, pageSpeedRequestUrl } from '../../../../widgets/checker/pagespeed-client';
import { runAnalysis } from '../../../../widgets/checker/run-analysis';
import { busyMessage, durationText, recentNote } from '../../../../widgets/checker/time-text';
import { FIXTURES } from '../../../support/fixtures';
import { errorEnvelope, fixtureResponse } from '../../../support/pagespeed-fixture';

const content = YAML.parse(readFileSync(`${FIXTURES}/basic-site/data/checker.yaml`, 'utf8')) as CheckerContent;
const ENDPOINT = 'https://chinook.example/api/pagespeed';
const strategyOf = (input: unknown) => new URL(String(input)).searchParams.get('strategy') as 'mobile' | 'desktop';
const ok = (input: unknown, age?: number) =>
  new Response(JSON.stringify(fixtureResponse(strategyOf(input), 'https://example.com')), {
    headers: age === undefined ? {} : { Age: String(age) },
  });
const busy = (retryAfter?: string) =>
  new Response(errorEnvelope(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'), {
    status: 429,
    headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
  });
const wait = (seconds: number, unit: keyof CheckerContent['time']) =>
  fill(content.busy.message, { wait: fill(content.time[unit], { count: seconds }) });

afterEach(() => {
  vi.useRealTimers();
});

describe('the endpoint', () => {
  it("resolves a relative one (our own proxy) against the page's address, and keeps an absolute one", () => {
    const request = new URL(
      pageSpeedRequestUrl(
        '/api/pagespeed',
        'https://example.com',
        'mobile',
        undefined,
        'https://chinook.example/website-checker?url=x',
      ),
    );
    expect(request.origin + request.pathname).toBe(ENDPOINT);
    expect(request.searchParams.get('url')).toBe('https://example.com');
    expect(request.searchParams.getAll('category')).toHaveLength(4);
    const absolute = new URL(
      pageSpeedRequestUrl(
        'https://psi.example/v5/runPagespeed',
        'https://example.com',
        'desktop',
        undefined,
        'https://chinook.example/',
      ),
    );
    expect(absolute.origin + absolute.pathname).toBe('https://psi.example/v5/runPagespeed');
  });

  it("defaults the base to the document's location", () => {
    vi.stubGlobal('location', new URL('https://site.example/tools/checker'));
    try {
      expect(new URL(pageSpeedRequestUrl('/api/pagespeed', 'https://example.com', 'mobile')).origin).toBe(
        'https://site.example',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the proxy's answers", () => {
  const fetchOnce = (response: Response) =>
    fetchPageSpeed(
      'https://example.com',
      'mobile',
      { endpoint: '/api/pagespeed', base: 'https://chinook.example/', fetch: () => Promise.resolve(response) },
      new AbortController().signal,
    );

  it('returns Age with the data, and no age without the header', async () => {
    expect((await fetchOnce(ok(ENDPOINT + '?strategy=mobile', 300))).age).toBe(300);
    expect((await fetchOnce(ok(ENDPOINT + '?strategy=mobile', 0))).age).toBe(0);
    expect(await fetchOnce(ok(ENDPOINT + '?strategy=mobile'))).not.toHaveProperty('age');
  });

  it('turns a 429 into a QuotaError carrying Retry-After, with the required message kept', async () => {
    const error = (await fetchOnce(busy('30')).catch((e: unknown) => e)) as QuotaError;
    expect(error).toBeInstanceOf(QuotaError);
    expect(error).toBeInstanceOf(PageSpeedError);
    expect(error).toMatchObject({
      status: 429,
      retryable: false,
      retryAfterSeconds: 30,
      message: 'PageSpeed API error: 429 Quota exceeded.',
    });
    expect(((await fetchOnce(busy()).catch((e: unknown) => e)) as QuotaError).retryAfterSeconds).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('Tue, 25 Nov 2025 10:00:00 GMT');
    expect(parseRetryAfter('5', now)).toBe(5);
    expect(parseRetryAfter(' 120 ', now)).toBe(120);
    expect(parseRetryAfter('Tue, 25 Nov 2025 10:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Tue, 25 Nov 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('a busy service on the analysis (issue 23)', () => {
  it('waits a Retry-After of 5 s and tries once more, by itself, then succeeds', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const fetch = vi.fn((input: unknown) => {
      times.push(Date.now() - start);
      return Promise.resolve(strategyOf(input) === 'mobile' && times.length <= 2 ? busy('5') : ok(input, 90));
    });
    const done = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const reports = await done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(times).toEqual([0, 0, 5_000]);
    expect(reports.mobile.lighthouseResult?.categories?.seo?.score).toBe(0.83);
    expect(reports.age).toBe(90);
  });

  it('gives up when the retry is answered 429 again, with the second wait', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetch = vi.fn((input: unknown) =>
      Promise.resolve(strategyOf(input) === 'mobile' ? busy(++calls > 1 ? '45' : '2') : ok(input)),
    );
    const done = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = (await done) as QuotaError;
    expect(error.retryAfterSeconds).toBe(45);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(busyMessage(content, error.retryAfterSeconds)).toBe(wait(45, 'seconds'));
  });

  it('does not wait past 10 s: Retry-After 120 is shown at once as 2 minutes', async () => {
    const fetch = vi.fn(() => Promise.resolve(busy('120')));
    const error = (await runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch }).catch(
      (e: unknown) => e,
    )) as QuotaError;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(busyMessage(content, error.retryAfterSeconds)).toBe(wait(2, 'minutes'));
  });

  it('does not retry a 429 without Retry-After, and says when in general words', async () => {
    const fetch = vi.fn(() => Promise.resolve(busy()));
    const error = (await runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch }).catch(
      (e: unknown) => e,
    )) as QuotaError;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(busyMessage(content, error.retryAfterSeconds)).toBe(
      fill(content.busy.message, { wait: content.busy.unknownWait }),
    );
  });

  it('stops waiting when the visitor cancels, and the 120 s limit still holds', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn(() => Promise.resolve(busy('10')));
    const cancelled = runAnalysis('https://example.com', {
      endpoint: ENDPOINT,
      fetch,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort('reset');
    expect(await cancelled).toBe('reset');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(2);

    const slow = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch, timeoutMs: 8_000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await slow).toBeInstanceOf(AnalysisTimeout);
  });

  it('keeps the required text for every other failure', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(errorEnvelope(400, 'INVALID_ARGUMENT', 'Bad url'), { status: 400 })),
    );
    const error = await runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(QuotaError);
    expect(failureMessage(error)).toBe('Website analysis failed: PageSpeed API error: 400 Bad url');
  });
});

describe('durations in words', () => {
  it('rounds a wait up and an age down, in the largest whole unit', () => {
    const words = (count: number, unit: keyof CheckerContent['time']) => fill(content.time[unit], { count });
    expect(durationText(content.time, 1, Math.ceil)).toBe(words(1, 'seconds'));
    expect(durationText(content.time, 30, Math.ceil)).toBe(words(30, 'seconds'));
    expect(durationText(content.time, 61, Math.ceil)).toBe(words(2, 'minutes'));
    expect(durationText(content.time, 7_200, Math.ceil)).toBe(words(2, 'hours'));
    expect(durationText(content.time, 119, Math.floor)).toBe(words(1, 'minutes'));
    expect(recentNote(content, 59)).toBeUndefined();
    expect(recentNote(content, undefined)).toBeUndefined();
    expect(recentNote(content, 300)).toBe(fill(content.results.recent, { age: words(5, 'minutes') }));
  });
});
