// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  campaignParams,
  newMilestones,
  scrollPercent,
  visitEvent,
  wholeSeconds,
} from '../../../widgets/analytics/events';
import { installGtag, track } from '../../../widgets/analytics/gtag';
import { startAnalytics } from '../../../widgets/analytics/start';
import { safeStorage } from '../../../widgets/shared/storage';

const config = { measurementId: 'G-TEST1', scriptUrl: 'https://analytics.test/gtag/js' };
/** dataLayer entries as plain arrays ([command, ...args]). */
const layer = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () =>
  layer()
    .filter((e) => e[0] === 'event')
    .map((e) => [e[1], e[2]]);

beforeEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('campaign source', () => {
  it('reads utm_source, utm_medium and utm_campaign', () => {
    expect(campaignParams('?utm_source=news&utm_medium=email&utm_campaign=fall', '')).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'fall',
    });
  });
  it("defaults source and medium to 'direct' and 'none', omits an absent campaign", () => {
    expect(campaignParams('?utm_source=linkedin', '')).toEqual({ source: 'linkedin', medium: 'none' });
    expect(campaignParams('', 'https://google.com/')).toEqual({
      source: 'direct',
      medium: 'none',
      referrer: 'https://google.com/',
    });
  });
  it('sends nothing without a source, a medium or a referrer', () => {
    expect(campaignParams('?utm_campaign=fall&x=1', '')).toBeNull();
  });
});

describe('helpers', () => {
  it('counts whole seconds', () => {
    expect(wholeSeconds(1999)).toBe(1);
    expect(wholeSeconds(-5)).toBe(0);
  });
  it('reports first_visit once, then return_visit', () => {
    const storage = safeStorage(() => window.localStorage);
    expect(visitEvent(storage)).toBe('first_visit');
    expect(window.localStorage.getItem('returning_visitor')).toBe('true');
    expect(visitEvent(storage)).toBe('return_visit');
  });
  it('reports each scroll milestone once per page', () => {
    const reported = new Set<number>();
    expect(newMilestones(30, reported)).toEqual([25]);
    expect(newMilestones(80, reported)).toEqual([50, 75]);
    expect(newMilestones(60, reported)).toEqual([]);
    expect(newMilestones(100, reported)).toEqual([90]);
    expect(scrollPercent(500, 1000, 2000)).toBe(50);
    expect(scrollPercent(0, 1000, 800)).toBe(100);
  });
});

describe('gtag', () => {
  it('sets Consent Mode v2 defaults (all denied) before any other command, then grants analytics', () => {
    installGtag(window, config);
    const commands = layer().map((e) => `${String(e[0])} ${typeof e[1] === 'string' ? e[1] : ''}`.trim());
    expect(commands).toEqual(['consent default', 'consent update', 'js', 'config G-TEST1']);
    expect(layer()[0]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(layer()[1]![2]).toEqual({ analytics_storage: 'granted' });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://analytics.test/gtag/js?id=G-TEST1',
    );
  });

  it('track() sends nothing before consent (no gtag yet)', () => {
    track('cta_click', { cta: 'x' });
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('startAnalytics', () => {
  it('does nothing without a measurement id', () => {
    expect(startAnalytics({ ...config, measurementId: '' })).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('sends page_view, the campaign and first_visit, then scroll, cta_click and the leaving times', () => {
    window.history.replaceState(null, '', '/blog?utm_source=news&utm_medium=email');
    document.body.innerHTML =
      '<a data-track="hero_audit" href="#x">Audit</a><a data-event="start_mvp" data-event-source="startup_hero" href="#y"><span>Start</span></a>';
    expect(startAnalytics(config)).toBe(true);
    expect(startAnalytics(config)).toBe(false); // idempotent
    expect(events().map((e) => e[0])).toEqual(['page_view', 'traffic_source', 'first_visit']);
    expect(events()[0]![1]).toMatchObject({ page_path: '/blog' });
    expect(events()[1]![1]).toEqual({ source: 'news', medium: 'email' });

    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(
      events()
        .filter((e) => e[0] === 'scroll')
        .map((e) => (e[1] as { percent_scrolled: number }).percent_scrolled),
    ).toEqual([25, 50, 75]);

    document.querySelector<HTMLAnchorElement>('[data-track]')!.click();
    expect(events().at(-1)).toEqual(['cta_click', { cta: 'hero_audit', page_path: '/blog' }]);
    // Named events, from the element or anything inside it.
    document.querySelector<HTMLElement>('[data-event] span')!.click();
    expect(events().at(-1)).toEqual(['start_mvp', { event_category: 'startup_hero', page_path: '/blog' }]);

    // A tracked call to action that is also a named event sends both (custom_strategy from guide_hero).
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a data-track="custom_strategy" data-event="custom_strategy" data-event-source="guide_hero" href="#y">Strategy</a>',
    );
    document.querySelector<HTMLAnchorElement>('[data-event-source="guide_hero"]')!.click();
    expect(events().slice(-2)).toEqual([
      ['cta_click', { cta: 'custom_strategy', page_path: '/blog' }],
      ['custom_strategy', { event_category: 'guide_hero', page_path: '/blog' }],
    ]);

    window.dispatchEvent(new Event('pagehide'));
    const leaving = events().slice(-2);
    expect(leaving.map((e) => e[0])).toEqual(['time_on_page', 'session_duration']);
    expect(Number.isInteger((leaving[0]![1] as { seconds: number }).seconds)).toBe(true);
  });
});
