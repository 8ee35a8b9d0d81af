// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchEngagement } from '../../../widgets/analytics/engagement';
import {
  ENGAGED_SCROLL_PERCENT,
  ENGAGED_SECONDS,
  engagedVisitParams,
  userFlowParams,
} from '../../../widgets/analytics/events';
import { startAnalytics } from '../../../widgets/analytics/start';

const here = new URL('https://chinookdigital.example/services?x=1#top');

describe('user_flow', () => {
  it('reports the step from another page of this site: the two paths, without query or hash', () => {
    expect(userFlowParams('https://chinookdigital.example/blog/page/2?utm_source=x#a', here)).toEqual({
      from: '/blog/page/2',
      to: '/services',
    });
    expect(userFlowParams('https://chinookdigital.example/', here, 'navigate')).toEqual({ from: '/', to: '/services' });
    expect(userFlowParams('https://chinookdigital.example/', here, 'prerender')).toEqual({
      from: '/',
      to: '/services',
    });
  });

  it('sends nothing without a referrer, from another site, from the same page, or on a reload or back/forward visit', () => {
    expect(userFlowParams('', here)).toBeNull();
    expect(userFlowParams('https://google.com/search', here)).toBeNull();
    expect(userFlowParams('http://chinookdigital.example/blog', here)).toBeNull(); // another origin
    expect(userFlowParams('https://chinookdigital.example/services?y=2', here)).toBeNull();
    expect(userFlowParams('https://chinookdigital.example/blog', here, 'reload')).toBeNull();
    expect(userFlowParams('https://chinookdigital.example/blog', here, 'back_forward')).toBeNull();
  });
});

describe('engaged_visit (custom engagement)', () => {
  it('needs 30 visible seconds and a 50 % scroll', () => {
    expect([ENGAGED_SECONDS, ENGAGED_SCROLL_PERCENT]).toEqual([30, 50]);
    expect(engagedVisitParams(29, 100, '/blog')).toBeNull();
    expect(engagedVisitParams(30, 49, '/blog')).toBeNull();
    expect(engagedVisitParams(30, 50, '/blog')).toEqual({ seconds: 30, scroll_percent: 50, page_path: '/blog' });
    expect(engagedVisitParams(45, 100, '/blog')).toEqual({ seconds: 45, scroll_percent: 100, page_path: '/blog' });
  });
});

describe('watchEngagement', () => {
  let hidden = false;
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    Object.defineProperty(document, 'hidden', { get: () => hidden, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'hidden');
  });

  it('sends once, from the scroll that reaches 50 % after 30 visible seconds; the clock then stops', () => {
    const send = vi.fn();
    let percent = 0;
    const onScroll = watchEngagement(document, '/blog', send, () => percent);
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    percent = 40;
    expect(onScroll()).toBe(40);
    expect(send).not.toHaveBeenCalled();
    percent = 55;
    onScroll();
    percent = 20;
    expect(onScroll(), 'the deepest so far').toBe(55);
    expect(send.mock.calls).toEqual([['engaged_visit', { seconds: 30, scroll_percent: 55, page_path: '/blog' }]]);
  });

  it('sends at the 30th visible second when the scroll came first; hidden seconds do not count', () => {
    const send = vi.fn();
    const onScroll = watchEngagement(document, '/faq', send, () => 70);
    onScroll();
    vi.advanceTimersByTime(10_000);
    hidden = true;
    vi.advanceTimersByTime(100_000);
    hidden = false;
    vi.advanceTimersByTime(19_000);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(send.mock.calls).toEqual([['engaged_visit', { seconds: 30, scroll_percent: 70, page_path: '/faq' }]]);
  });

  it('counts a page too short to scroll as fully read', () => {
    const send = vi.fn();
    watchEngagement(document, '/terms', send, () => 100);
    vi.advanceTimersByTime(30_000);
    expect(send.mock.calls).toEqual([['engaged_visit', { seconds: 30, scroll_percent: 100, page_path: '/terms' }]]);
  });
});

describe('startAnalytics sends user_flow and engaged_visit', () => {
  afterEach(() => vi.useRealTimers());

  it('with their exact payloads, after page_view, the campaign and the visit event', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/services');
    Object.defineProperty(document, 'referrer', {
      value: 'https://chinookdigital.example/blog?page=2',
      configurable: true,
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    let scrollY = 0;
    Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
    expect(startAnalytics({ measurementId: 'G-TEST1', scriptUrl: 'https://analytics.test/gtag/js' })).toBe(true);
    const events = () =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((e) => e[0] === 'event')
        .map((e) => [e[1], e[2]]);
    expect(events().map((e) => e[0])).toEqual(['page_view', 'traffic_source', 'first_visit', 'user_flow']);
    expect(events().at(-1)).toEqual(['user_flow', { from: '/blog', to: '/services' }]);

    scrollY = 1300; // 65 %
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(29_000);
    expect(events().map((e) => e[0])).not.toContain('engaged_visit');
    vi.advanceTimersByTime(1000);
    expect(events().at(-1)).toEqual(['engaged_visit', { seconds: 30, scroll_percent: 65, page_path: '/services' }]);
  });
});
