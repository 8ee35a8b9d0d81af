// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { Checker } from '../../../../widgets/checker/Checker';
import { fill, type CheckerContent } from '../../../../widgets/checker/checker-content';
import { FIXTURES } from '../../../support/fixtures';
import { errorEnvelope, fixtureResponse } from '../../../support/pagespeed-fixture';

// The checker's side of issue 23's proxy: a 429 says the free analysis is busy (and retries a short
// wait once by itself); a result the proxy served from its cache says how old it is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const content = YAML.parse(readFileSync(`${FIXTURES}/basic-site/data/checker.yaml`, 'utf8')) as CheckerContent;
type Strategy = 'mobile' | 'desktop';
type Answer = (strategy: Strategy, call: number) => Response;

const ok = (strategy: Strategy, age?: number) =>
  new Response(JSON.stringify(fixtureResponse(strategy, 'https://example.com')), {
    headers: age === undefined ? {} : { Age: String(age) },
  });
const busy = (retryAfter?: string) =>
  new Response(errorEnvelope(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'), {
    status: 429,
    headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
  });
const busyText = (wait: string) => fill(content.busy.message, { wait });
const words = (count: number, unit: keyof CheckerContent['time']) => fill(content.time[unit], { count });

let root: Root;
let container: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;
const answerWith = (answer: Answer) => {
  fetchMock = vi.fn((input: unknown) =>
    Promise.resolve(
      answer(new URL(String(input)).searchParams.get('strategy') as Strategy, fetchMock.mock.calls.length),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
};
const $ = (selector: string) => container.querySelector<HTMLElement>(selector);
const analyse = async () => {
  act(() => root.render(<Checker content={content} endpoint="/api/pagespeed" contactHref="/contact" />));
  const input = $('input[name=url]') as HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'example.com');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => (container.querySelector('form') as HTMLFormElement).requestSubmit());
};
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  window.history.replaceState(null, '', '/website-checker');
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a busy analysis (429)', () => {
  it("calls a relative endpoint on the page's own origin", async () => {
    answerWith((strategy) => ok(strategy));
    await analyse();
    const requested = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(requested.origin + requested.pathname).toBe(`${window.location.origin}/api/pagespeed`);
  });

  it('waits a Retry-After of 5 s in the loading card, retries once and shows the results', async () => {
    answerWith((strategy, call) => (call === 1 ? busy('5') : ok(strategy)));
    await analyse();
    await advance(4_000);
    expect($('.cdw-loading h2')!.textContent).toBe(content.loading.title);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect($('.cdw-results h2')!.textContent).toBe(content.results.heading);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the busy message with the wait when the retry is answered 429 again, and Try Another Website', async () => {
    answerWith(() => busy('5'));
    await analyse();
    await advance(5_000);
    // Both strategies retry once; the first 429 again cancels the other's retry if still pending.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
    expect($('.cdw-error h2')!.textContent).toBe(content.error.title);
    expect($('.cdw-error__message')!.textContent).toBe(busyText(words(5, 'seconds')));
    // The hint about checking the address does not apply to a busy service.
    expect(container.textContent).not.toContain(content.error.hint);
    act(() => [...container.querySelectorAll('button')].find((b) => b.textContent === content.error.retry)!.click());
    expect(($('form') as HTMLFormElement).hidden).toBe(false);
  });

  it('says 2 minutes for Retry-After 120, at once and without retrying', async () => {
    answerWith(() => busy('120'));
    await analyse();
    await advance(0);
    expect($('.cdw-error__message')!.textContent).toBe(busyText(words(2, 'minutes')));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads an HTTP-date Retry-After, and falls back to general words without one', async () => {
    answerWith(() => busy(new Date(Date.now() + 180_000).toUTCString()));
    await analyse();
    await advance(0);
    expect($('.cdw-error__message')!.textContent).toBe(busyText(words(3, 'minutes')));

    act(() => root.unmount());
    root = createRoot(container);
    answerWith(() => busy());
    await analyse();
    await advance(0);
    expect($('.cdw-error__message')!.textContent).toBe(busyText(content.busy.unknownWait));
  });

  it('keeps the required text and the hint for other failures', async () => {
    answerWith(() => new Response(errorEnvelope(400, 'INVALID_ARGUMENT', 'Bad url'), { status: 400 }));
    await analyse();
    await advance(0);
    expect($('.cdw-error__message')!.textContent).toBe('Website analysis failed: PageSpeed API error: 400 Bad url');
    expect(container.textContent).toContain(content.error.hint);
  });
});

describe("a shared result's age", () => {
  it('says how recent a cached result is, from the older of the two answers', async () => {
    answerWith((strategy) => ok(strategy, strategy === 'mobile' ? 200 : 30));
    await analyse();
    await advance(0);
    const note = $('.cdw-results__recent')!;
    expect(note.textContent).toBe(fill(content.results.recent, { age: words(3, 'minutes') }));
    expect(note.closest('[role=status], [aria-live]')).toBeNull();
  });

  it('says nothing for a fresh analysis (Age 0) or a direct call (no Age)', async () => {
    answerWith((strategy) => ok(strategy, strategy === 'mobile' ? 0 : undefined));
    await analyse();
    await advance(0);
    expect($('.cdw-results h2')!.textContent).toBe(content.results.heading);
    expect($('.cdw-results__recent')).toBeNull();
  });
});
