import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnalysisTimeout,
  CONNECTION_FAILED,
  errorBodyText,
  failureMessage,
  PageSpeedError,
} from '../../../../widgets/checker/analysis-errors';
import {
  fetchPageSpeed,
  pageSpeedRequestUrl,
  readPageSpeedResponse,
} from '../../../../widgets/checker/pagespeed-client';
import { retryDelay, withRetries } from '../../../../widgets/checker/retry';
import { runAnalysis } from '../../../../widgets/checker/run-analysis';
import { errorEnvelope, fixtureResponse } from '../../../support/pagespeed-fixture';

const ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';
const signal = () => new AbortController().signal;
const reply = (status: number, body: string) => new Response(body, { status });
const ok = (strategy: 'mobile' | 'desktop' = 'mobile') =>
  reply(200, JSON.stringify(fixtureResponse(strategy, 'https://example.com')));
const strategyOf = (input: unknown) => new URL(String(input)).searchParams.get('strategy') as 'mobile' | 'desktop';

afterEach(() => {
  vi.useRealTimers();
});

describe('the PageSpeed request', () => {
  it('sends url (encoded), strategy and the four categories, and a key only when there is one', () => {
    const request = new URL(pageSpeedRequestUrl(ENDPOINT, 'https://example.com/a b?x=1&y=2', 'mobile'));
    expect(request.origin + request.pathname).toBe(ENDPOINT);
    expect([...request.searchParams]).toEqual([
      ['url', 'https://example.com/a b?x=1&y=2'],
      ['strategy', 'mobile'],
      ['category', 'performance'],
      ['category', 'seo'],
      ['category', 'accessibility'],
      ['category', 'best-practices'],
    ]);
    expect(request.search).toContain('url=https%3A%2F%2Fexample.com%2Fa+b%3Fx%3D1%26y%3D2');
    const keyed = new URL(pageSpeedRequestUrl(ENDPOINT, 'https://example.com', 'desktop', 'AIzaKEY'));
    expect([...keyed.searchParams.keys()].slice(0, 3)).toEqual(['url', 'key', 'strategy']);
    expect(keyed.searchParams.get('key')).toBe('AIzaKEY');
    expect(keyed.searchParams.get('strategy')).toBe('desktop');
  });

  it("keeps a proxy's own query parameters", () => {
    const request = new URL(
      pageSpeedRequestUrl('https://proxy.partner.example/psi?site=42', 'https://example.com', 'mobile'),
    );
    expect(request.searchParams.get('site')).toBe('42');
    expect(request.searchParams.getAll('category')).toHaveLength(4);
  });
});

describe('fetchPageSpeed errors', () => {
  const run = (response: Response | Error) =>
    fetchPageSpeed(
      'https://example.com',
      'mobile',
      {
        endpoint: ENDPOINT,
        fetch: () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)),
      },
      signal(),
    );

  it('returns the response on a 200 with categories', async () => {
    const { data } = await run(ok());
    expect(data.lighthouseResult?.categories?.seo?.score).toBe(0.83);
  });

  it.each([
    [400, 'INVALID_ARGUMENT', 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST.', false],
    [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', false],
    [500, 'INTERNAL', 'Internal error encountered.', true],
    [503, 'UNAVAILABLE', 'The service is currently unavailable.', true],
  ])(
    "a %d becomes 'PageSpeed API error: {status} {body}', retryable only for 5xx",
    async (status, code, message, retryable) => {
      const error = await run(reply(status, errorEnvelope(status, code, message))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PageSpeedError);
      expect((error as PageSpeedError).message).toBe(`PageSpeed API error: ${status} ${message}`);
      expect((error as PageSpeedError).retryable).toBe(retryable);
      expect((error as PageSpeedError).status).toBe(status);
    },
  );

  it('turns a network failure into a retryable error without a message', async () => {
    const error = (await run(new TypeError('Failed to fetch')).catch((e: unknown) => e)) as PageSpeedError;
    expect(error).toMatchObject({ message: '', retryable: true });
    expect(failureMessage(error)).toBe(CONNECTION_FAILED);
  });

  it('fails a 200 with a runtimeError, without categories, without a lighthouseResult or not JSON, and does not retry it', async () => {
    const runtime = fixtureResponse('mobile', 'https://example.com');
    runtime.lighthouseResult!.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    const noCategories = fixtureResponse('mobile', 'https://example.com');
    delete noCategories.lighthouseResult!.categories;
    const cases: [string, string][] = [
      [JSON.stringify(runtime), 'Lighthouse returned error: NO_FCP. The page did not paint any content.'],
      [JSON.stringify(noCategories), 'PageSpeed returned no category scores for this page'],
      [
        JSON.stringify({ lighthouseResult: { categories: { other: { score: 1 } } } }),
        'PageSpeed returned no category scores for this page',
      ],
      [JSON.stringify({ kind: 'pagespeedonline#result' }), 'PageSpeed sent no Lighthouse result for this page'],
      ['<html>oops</html>', 'PageSpeed sent a response that is not JSON'],
    ];
    for (const [body, message] of cases) {
      const error = (await run(reply(200, body)).catch((e: unknown) => e)) as PageSpeedError;
      expect(error, body.slice(0, 40)).toMatchObject({ message, retryable: false });
    }
    expect(() => readPageSpeedResponse(null)).toThrow(PageSpeedError);
  });

  it('words what the visitor sees', () => {
    expect(failureMessage(new PageSpeedError('PageSpeed API error: 400 Bad', false))).toBe(
      'Website analysis failed: PageSpeed API error: 400 Bad',
    );
    expect(failureMessage(new Error(''))).toBe(CONNECTION_FAILED);
    expect(failureMessage('weird')).toBe(CONNECTION_FAILED);
    expect(failureMessage(new AnalysisTimeout())).toMatch(
      /^Website analysis failed: PageSpeed did not finish within 2 minutes/,
    );
  });

  it("reads the error envelope's message, compacts other bodies and drops HTML pages", () => {
    expect(errorBodyText(errorEnvelope(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'))).toBe('Quota exceeded');
    expect(errorBodyText('  Bad\n  gateway ')).toBe('Bad gateway');
    expect(errorBodyText('<!DOCTYPE html><h1>502</h1>')).toBe('');
    expect(errorBodyText('x'.repeat(500))).toHaveLength(301);
    expect(errorBodyText('{"error":{"message":42}}')).toBe('{"error":{"message":42}}');
  });
});

describe('retries', () => {
  it('waits 1 s, 2 s, 4 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a retryable failure 3 times at 1 s, 2 s and 4 s, then gives up', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const attempt = vi.fn(() => {
      times.push(Date.now() - start);
      return Promise.reject(new PageSpeedError('PageSpeed API error: 500', true, 500));
    });
    const done = withRetries(attempt, (e) => (e as PageSpeedError).retryable, signal()).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await done).toMatchObject({ status: 500 });
    expect(times).toEqual([0, 1000, 3000, 7000]);
  });

  it('does not retry what should not be retried, and stops waiting when aborted', async () => {
    const attempt = vi.fn(() => Promise.reject(new PageSpeedError('PageSpeed API error: 429', false, 429)));
    await expect(withRetries(attempt, (e) => (e as PageSpeedError).retryable, signal())).rejects.toMatchObject({
      status: 429,
    });
    expect(attempt).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const controller = new AbortController();
    const failing = vi.fn(() => Promise.reject(new PageSpeedError('', true)));
    const done = withRetries(failing, () => true, controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('reset'));
    expect(await done).toMatchObject({ message: 'reset' });
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('runAnalysis', () => {
  it('asks for mobile and desktop in parallel and returns both', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (input: unknown) => {
      started.push(strategyOf(input));
      await gate;
      return ok(strategyOf(input));
    });
    const done = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch });
    await Promise.resolve();
    expect(started.sort()).toEqual(['desktop', 'mobile']);
    release();
    const reports = await done;
    expect(reports.mobile.lighthouseResult?.categories?.performance?.score).toBe(0.62);
    expect(reports.desktop.lighthouseResult?.categories?.performance?.score).toBe(0.91);
  });

  it('cancels the other call when one fails for good', async () => {
    let desktopSignal: AbortSignal | undefined;
    const fetch = vi.fn((input: unknown, init?: RequestInit) => {
      if (strategyOf(input) === 'mobile')
        return Promise.resolve(reply(400, errorEnvelope(400, 'INVALID_ARGUMENT', 'Bad url')));
      desktopSignal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        desktopSignal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    await expect(runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch })).rejects.toMatchObject({
      message: 'PageSpeed API error: 400 Bad url',
    });
    expect(desktopSignal?.aborted).toBe(true);
  });

  it('gives up after 120 s with a timeout', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_input: unknown, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const done = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(signals.some((s) => s.aborted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBeInstanceOf(AnalysisTimeout);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('stops everything, retries included, when the caller aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn(() => Promise.resolve(reply(503, 'busy')));
    const done = runAnalysis('https://example.com', { endpoint: ENDPOINT, fetch, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetch).toHaveBeenCalledTimes(4);
    controller.abort('reset');
    expect(await done).toBe('reset');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
