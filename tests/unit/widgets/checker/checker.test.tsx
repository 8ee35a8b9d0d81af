// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { Checker, type CheckerProps } from '../../../../widgets/checker/Checker';
import { CONNECTION_FAILED } from '../../../../widgets/checker/analysis-errors';
import type { CheckerContent } from '../../../../widgets/checker/checker-content';
import type { CategoryId } from '../../../../widgets/checker/scoring';
import { URL_INVALID, URL_REQUIRED } from '../../../../widgets/checker/validate-url';
import { FIXTURES } from '../../../support/fixtures';
import { errorEnvelope, fixtureResponse } from '../../../support/pagespeed-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const content = YAML.parse(readFileSync(`${FIXTURES}/basic-site/data/checker.yaml`, 'utf8')) as CheckerContent;
const ENDPOINT = 'https://psi.test/pagespeedonline/v5/runPagespeed';
const props: CheckerProps = { content, endpoint: ENDPOINT, contactHref: '/contact' };
/** The label the copy gives a category (its card, tab and panel). */
const category = (id: CategoryId) => content.categories[id].label;

type Answer = (strategy: 'mobile' | 'desktop', url: URL, init?: RequestInit) => Promise<Response> | Response;
const json = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const fixture: Answer = (strategy, url) => {
  const perfect = url.searchParams.get('url')!.includes('perfect');
  return json(200, fixtureResponse(strategy, url.searchParams.get('url')!, { perfect, field: !perfect }));
};

let root: Root;
let container: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;
const answerWith = (answer: Answer) => {
  fetchMock = vi.fn((input: unknown, init?: RequestInit) => {
    const url = new URL(String(input));
    return Promise.resolve(answer(url.searchParams.get('strategy') as 'mobile' | 'desktop', url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  window.history.replaceState(null, '', '/website-checker');
  answerWith(fixture);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.gtag;
});

const render = (p: Partial<CheckerProps> = {}) => act(() => root.render(<Checker {...props} {...p} />));
const $ = <E extends Element = HTMLElement>(selector: string) => container.querySelector<E>(selector);
const $$ = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
const input = () => $<HTMLInputElement>('input[name=url]')!;
const button = (name: string | RegExp) =>
  $$('button, a').find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  )!;
const text = () => container.textContent ?? '';
const type = (value: string) =>
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = async (value?: string) => {
  if (value !== undefined) type(value);
  await act(async () => $<HTMLFormElement>('form')!.requestSubmit());
};
/** Lets pending fetches, JSON parsing and state updates settle. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('idle', () => {
  it('shows the URL entry card; Try a sample fills in example.com', () => {
    render();
    expect(input().placeholder).toBe(content.form.placeholder);
    expect($('label')!.textContent).toBe(content.form.label);
    expect(button(content.form.submit)).toBeTruthy();
    act(() => button(content.form.sampleLabel).click());
    expect(input().value).toBe(content.form.sample);
  });

  it('renders on the server as a plain GET form (no JavaScript), with no style attributes', () => {
    const html = renderToString(<Checker {...props} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('form')!.getAttribute('method')).toBe('get');
    expect(doc.querySelector('input[name=url]')).not.toBeNull();
    expect(html).not.toMatch(/style=/);
  });
});

describe('validation', () => {
  it.each([
    ['', URL_REQUIRED],
    ['   ', URL_REQUIRED],
    ['javascript:alert(1)', URL_INVALID],
    ['localhost:3000', URL_INVALID],
  ])('%j shows %j and calls nothing', async (value, message) => {
    render();
    await submit(value);
    expect($('[role=alert]')!.textContent).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe($('[role=alert]')!.id);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($('form')!.hidden).toBe(false);
  });

  it('Try a sample after an invalid submit fills in the sample and clears the error', async () => {
    render();
    await submit('localhost:3000');
    expect($('[role=alert]')).not.toBeNull();
    act(() => button(content.form.sampleLabel).click());
    expect(input().value).toBe(content.form.sample);
    expect($('[role=alert]')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('loading', () => {
  it('calls PageSpeed twice in parallel, sends both analytics events and shows the loading card', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    answerWith(() => new Promise<Response>(() => undefined));
    render();
    await submit('  Example.com/page ');
    const requested = fetchMock.mock.calls.map(([u]) => new URL(String(u)));
    expect(requested.map((u) => u.searchParams.get('strategy')).sort()).toEqual(['desktop', 'mobile']);
    expect(
      requested.every(
        (u) =>
          u.origin + u.pathname === ENDPOINT &&
          u.searchParams.get('url') === 'https://Example.com/page' &&
          !u.searchParams.has('key'),
      ),
    ).toBe(true);
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(['start_website_analysis', 'website_checker_started']);
    expect($('.cdw-loading h2')?.textContent).toBe(content.loading.title);
    const bar = $('[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('65');
    expect($('.cdw-loading__fill')!.getAttribute('width')).toBe('65');
    expect(text()).toContain(content.loading.note);
    // The form is hidden while loading; its button reads the busy label.
    expect($('form')!.hidden).toBe(true);
    expect(button(content.form.busy)).toMatchObject({ disabled: true });
    expect(document.activeElement?.textContent).toBe(content.loading.title);
  });

  it('sends the API key only when one is set, and no analytics events when told not to', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    render({ apiKey: 'AIzaSyTestKey1234567890', trackEvents: false });
    await submit('example.com');
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('key')).toBe('AIzaSyTestKey1234567890');
    expect(gtag).not.toHaveBeenCalled();
  });

  it('Cancel aborts both requests and returns to the form with the address kept', async () => {
    const signals: AbortSignal[] = [];
    answerWith((_s, _u, init) => {
      signals.push(init!.signal!);
      return new Promise<Response>(() => undefined);
    });
    render();
    await submit('example.com');
    act(() => button(content.loading.cancel).click());
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect($('form')!.hidden).toBe(false);
    expect(input().value).toBe('example.com');
    expect(document.activeElement).toBe(input());
  });
});

describe('results', () => {
  const analyse = async (address = 'example.com', p: Partial<CheckerProps> = {}) => {
    render(p);
    await submit(address);
    await settle();
  };
  const card = (label: string) => $$('.cdw-category').find((c) => c.querySelector('h3')!.textContent === label)!;
  const tab = (name: string) => $$('[role=tab]').find((t) => t.textContent!.startsWith(name))!;

  it('shows the overall score, the four category cards and Priority Actions', async () => {
    await analyse();
    expect($('.cdw-results h2')!.textContent).toBe(content.results.heading);
    expect($('.cdw-ring__value strong')!.textContent).toBe('84');
    expect(text()).toContain('Estimated revenue at risk: $800 per month.');
    expect(text()).toContain('about 8 of your customers');
    expect($$('.cdw-category h3').map((h) => h.textContent)).toEqual(
      (['seo', 'performance', 'accessibility', 'best-practices'] as const).map(category),
    );
    expect(card(category('seo')).querySelector('.cdw-category__score strong')!.textContent).toBe('83');
    expect(card(category('seo')).textContent).toContain('2 issues found');
    expect(card(category('seo')).textContent).toContain(content.results.aboveAverage);
    expect(card(category('performance')).textContent).toContain('Mobile 62 · Desktop 91');
    expect(card(category('performance')).textContent).toContain('6 issues found');
    expect(card(category('performance')).textContent).not.toMatch(/industry average|Quick wins available/);
    expect(card(category('best-practices')).textContent).toContain('1 issue found');
    expect($('.cdw-priority')!.textContent).toContain('2 quick wins identified');
    expect($('form')!.hidden).toBe(true);
  });

  it("says 'Quick wins available' below 60 and 'Opportunities for website enhancement identified' without quick wins", async () => {
    answerWith((strategy, url) => {
      const body = fixtureResponse(strategy, url.searchParams.get('url')!);
      for (const category of Object.values(body.lighthouseResult!.categories!)) category!.score = 0.3;
      return json(200, body);
    });
    await analyse();
    expect(card(category('seo')).textContent).toContain(content.results.quickWinsAvailable);
    expect($('.cdw-priority')!.textContent).toContain(content.results.noQuickWins);
    expect($('.cdw-priority')!.textContent).toContain('3 areas need attention first');
  });

  it('never relies on colour alone: each score comes with an icon and a verdict in words', async () => {
    await analyse();
    expect(card(category('seo')).querySelector('.cdw-verdict')!.textContent).toBe(content.results.verdicts.good);
    expect(card(category('performance')).querySelector('.cdw-verdict')!.textContent).toBe(
      content.results.verdicts.average,
    );
    expect(card(category('seo')).querySelector('.cdw-verdict svg')).not.toBeNull();
    expect(card(category('seo')).querySelector('.cdw-band--good')).not.toBeNull();
    expect(card(category('performance')).querySelector('.cdw-band--average')).not.toBeNull();
  });

  it('opens on the SEO tab: score, verdict, bar, industry average, issues and recommendations', async () => {
    await analyse();
    expect($$('[role=tab]').map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    const panel = $('[role=tabpanel]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(category('seo')).id);
    expect(tab(category('seo')).getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.querySelector('h3')!.textContent).toBe(`${category('seo')}: 83/100`);
    expect(panel.textContent).toContain('Industry average: 78');
    expect(panel.querySelector('.cdw-bar__marker')!.getAttribute('x')).toBe('78');
    const issues = [...panel.querySelectorAll('.cdw-issue')];
    expect(issues.map((i) => i.querySelector('h5')!.textContent)).toEqual([
      'Document does not have a meta description',
      'Links do not have descriptive text (4 links found)',
    ]);
    const first = issues[0]!;
    expect(first.querySelector('.cdw-badge')!.textContent).toBe(content.results.severities.critical);
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      content.results.businessImpact,
      content.results.solution,
    ]);
    expect(first.querySelector('dd')!.textContent).toContain('Google writes its own snippet');
    expect(first.textContent).toContain('Estimated time: 2-4 hours');
    const link = first.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://developer.chrome.com/docs/lighthouse/seo/meta-description/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const recommendations = [...panel.querySelectorAll('.cdw-recs li')];
    expect(recommendations[0]!.textContent).toMatch(/^Priority: High Impact.*about 4 hours.*2 hours per issue/);
    expect(recommendations.slice(1).some((r) => r.textContent!.includes('Priority'))).toBe(false);
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    await analyse();
    const press = (key: string) =>
      act(() =>
        (document.activeElement ?? tab(category('seo'))).dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true }),
        ),
      );
    tab(category('seo')).focus();
    expect($$('[role=tab]').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    press('ArrowRight');
    expect(document.activeElement).toBe(tab(category('performance')));
    expect(tab(category('performance')).getAttribute('aria-selected')).toBe('true');
    expect($('[role=tabpanel] h3')!.textContent).toBe(`${category('performance')}: 77/100`);
    expect($('[role=tabpanel]')!.textContent).toContain('Industry average: 75');
    press('End');
    expect(document.activeElement).toBe(tab(category('best-practices')));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab(category('seo')));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab(category('best-practices')));
    press('Home');
    expect(document.activeElement).toBe(tab(category('seo')));
    press('a');
    expect(document.activeElement).toBe(tab(category('seo')));
    act(() => tab(category('accessibility')).click());
    expect($('[role=tabpanel]')!.textContent).toContain('Industry average: 72');
  });

  it('shows the first 6 issues and the rest on request', async () => {
    answerWith((strategy, url) => {
      const body = fixtureResponse(strategy, url.searchParams.get('url')!);
      const lighthouse = body.lighthouseResult!;
      for (const n of [1, 2, 3]) {
        (lighthouse.audits as Record<string, unknown>)[`extra-${n}`] = {
          title: `Extra problem ${n}`,
          description: 'More.',
          score: 0.2,
        };
        (lighthouse.categories!.performance!.auditRefs as { id: string }[]).push({ id: `extra-${n}` });
      }
      return json(200, body);
    });
    await analyse();
    act(() => tab(category('performance')).click());
    expect($$('[role=tabpanel] .cdw-issue')).toHaveLength(6);
    act(() => button('Show all 9 issues').click());
    expect($$('[role=tabpanel] .cdw-issue')).toHaveLength(9);
    expect(button(/Show all/)).toBeUndefined();
  });

  it('renders PageSpeed text as text: markup shows, javascript: links stay words, real links open safely', async () => {
    await analyse();
    act(() => tab(category('best-practices')).click());
    const issue = $('[role=tabpanel] .cdw-issue')!;
    expect(issue.querySelector('img')).toBeNull();
    expect(issue.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(issue.textContent).toContain('Run this');
    const links = [...issue.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://developer.chrome.com/docs/lighthouse/best-practices/errors-in-console/',
    ]);
    expect(issue.textContent).toContain(content.results.failsOn.mobile);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows 'Great Job! No Major Issues Found' for a category without issues", async () => {
    await analyse('perfect.example');
    expect($('[role=tabpanel]')!.textContent).toContain(content.results.noIssuesTitle);
    expect($('.cdw-ring__value strong')!.textContent).toBe('100');
    expect(text()).not.toContain('Estimated revenue at risk');
    expect($('.cdw-checker__field-data')).toBeNull();
  });

  it('shows Core Web Vitals of real visitors, mobile and desktop, each with its verdict', async () => {
    await analyse();
    const rows = [...$('.cdw-checker__field-data')!.querySelectorAll('tbody tr')].map((r) =>
      [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toEqual([
      ['Largest Contentful Paint (LCP)', '2.9 s Average', '1.8 s Fast'],
      ['Interaction to Next Paint (INP)', '180 ms Fast', '90 ms Fast'],
      ['Cumulative Layout Shift (CLS)', '0.27 Slow', '0.04 Fast'],
    ]);
  });

  it("leads 'Get Professional Help' to the contact page, and 'Analyze Another Site' resets everything", async () => {
    await analyse('example.com', { shareable: true });
    expect(button(content.results.help).getAttribute('href')).toBe('/contact');
    expect(window.location.search).toBe('?url=example.com');
    act(() => button(content.results.again).click());
    expect($('form')!.hidden).toBe(false);
    expect(input().value).toBe('');
    expect($('.cdw-results')).toBeNull();
    expect(window.location.search).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('starts the analysis of a shared ?url= link on load', async () => {
    window.history.replaceState(null, '', '/website-checker?url=perfect.example');
    render({ shareable: true });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(input().value).toBe('perfect.example');
    expect($('.cdw-ring__value strong')!.textContent).toBe('100');
  });

  it('ignores ?url= and leaves the address bar alone when not shareable (a partner page)', async () => {
    window.history.replaceState(null, '', '/partner?url=example.com');
    await analyse('perfect.example');
    expect(
      fetchMock.mock.calls.every(([u]) => new URL(String(u)).searchParams.get('url') === 'https://perfect.example'),
    ).toBe(true);
    expect(window.location.search).toBe('?url=example.com');
    expect(button(/Copy link/)).toBeUndefined();
  });

  it('sets a theme colour through the CSSOM, never as markup', async () => {
    render({ themeColor: '#0f766e' });
    expect($('.cdw-checker')!.style.getPropertyValue('--cdw-theme')).toBe('#0f766e');
  });
});

describe('errors', () => {
  it('shows the Analysis Error card with the message, clears the form, and Try Another Website returns to it', async () => {
    answerWith(() =>
      json(400, errorEnvelope(400, 'INVALID_ARGUMENT', 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST.')),
    );
    render();
    await submit('example.com');
    await settle();
    expect($('.cdw-error h2')!.textContent).toBe(content.error.title);
    expect($('.cdw-error__message')!.textContent).toBe(
      'Website analysis failed: PageSpeed API error: 400 Lighthouse returned error: FAILED_DOCUMENT_REQUEST.',
    );
    expect(document.activeElement).toBe($('.cdw-error h2'));
    expect($('form')!.hidden).toBe(true);
    expect(input().value).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    act(() => button(content.error.retry).click());
    expect($('form')!.hidden).toBe(false);
    expect($('.cdw-error')).toBeNull();
    expect(input().value).toBe('');
  });

  it("retries a failing connection 3 times, then shows 'Unable to connect to analysis service'", async () => {
    vi.useFakeTimers();
    fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    render();
    await submit('example.com');
    await act(async () => vi.advanceTimersByTimeAsync(7_001));
    // 4 tries per strategy; the strategy that gives up first cancels the other's last one.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(7);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(8);
    expect($('.cdw-error__message')!.textContent).toBe(CONNECTION_FAILED);
  });

  it('gives up after 2 minutes with a clear message', async () => {
    vi.useFakeTimers();
    answerWith(
      (_s, _u, init) =>
        new Promise<Response>((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    );
    render();
    await submit('example.com');
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect($('.cdw-error__message')!.textContent).toMatch(
      /^Website analysis failed: PageSpeed did not finish within 2 minutes/,
    );
  });
});
