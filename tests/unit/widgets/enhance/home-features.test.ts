// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceAuditSpots } from '../../../../widgets/enhance/audit-spots';
import { enhanceHeroStats } from '../../../../widgets/enhance/hero-stats';
import { STATISTICS_FAILURE_WARNING } from '../../../../widgets/enhance/site-statistics';

const FIGURES = [
  ['totalClients', 47, 2, '47'],
  ['monthlyVisitors', 2840, 10, '2,840'],
  ['avgCostSavings', 890, 15, '59%'],
  ['conversionRate', 12.5, 0, '12.5%'],
  ['projectsCompleted', 52, 2, '52'],
  ['uptimePercentage', 99.8, 0, '99.8%'],
] as const;

function heroMarkup(figures: readonly (readonly [string, number, number, string])[] = FIGURES): string {
  const items = figures.map(
    ([key, base, variation, text]) =>
      `<dd data-stat="${key}" data-base="${base}" data-variation="${variation}">${text}</dd>`,
  );
  return `<div data-enhance="hero-stats"><dl>${items.join('')}</dl></div>`;
}
const shown = () => [...document.querySelectorAll('[data-stat]')].map((dd) => dd.textContent);

describe('hero statistics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = heroMarkup();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the base figures for 100 ms, then shows varied figures within their bounds', async () => {
    enhanceHeroStats(document, { random: () => 0.999999 });
    await vi.advanceTimersByTimeAsync(99);
    expect(shown()).toEqual(['47', '2,840', '59%', '12.5%', '52', '99.8%']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual(['48', '3,124', '68%', '12.5%', '53', '99.8%']);
  });

  it('loads again every 5 minutes', async () => {
    const draws = [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    enhanceHeroStats(document, { random: () => draws.shift() ?? 0.5 });
    await vi.advanceTimersByTimeAsync(100);
    expect(shown()).toEqual(['46', '2,556', '50%', '12.5%', '51', '99.8%']);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(shown()).toEqual(['46', '2,556', '50%', '12.5%', '51', '99.8%']);
    await vi.advanceTimersByTimeAsync(101);
    expect(shown()).toEqual(['47', '2,840', '59%', '12.5%', '52', '99.8%']);
  });

  it('warns and keeps the defaults when the load fails', async () => {
    const warn = vi.fn();
    enhanceHeroStats(document, {
      random: () => {
        throw new Error('no analytics');
      },
      warn,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(warn).toHaveBeenCalledWith(STATISTICS_FAILURE_WARNING);
    expect(STATISTICS_FAILURE_WARNING).toBe('Failed to load analytics data, using defaults');
    expect(shown()).toEqual(['47', '2,840', '59%', '12.5%', '52', '99.8%']);
  });

  it('treats a missing or broken figure as a failed load, with console.warn by default', async () => {
    document.body.innerHTML = heroMarkup(FIGURES.slice(1));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    enhanceHeroStats(document, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(warn).toHaveBeenCalledWith('Failed to load analytics data, using defaults');
    expect(shown()).toEqual(['2,840', '59%', '12.5%', '52', '99.8%']);
    warn.mockRestore();
  });

  it('leaves statistics alone when the page did not ask for the feature', async () => {
    document.body.innerHTML = heroMarkup().replace(' data-enhance="hero-stats"', '');
    enhanceHeroStats(document, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown()[0]).toBe('47');
  });
});

describe('free-audit spots', () => {
  const markup =
    '<p><span data-enhance="audit-spots" data-one="Only {spots} free audit spot left this month" data-other="Only {spots} free audit spots left this month">Only <strong>4</strong> free audit spots left this month</span></p>';

  it.each([
    [3, 'Only 6 free audit spots left this month'],
    [20, 'Only 3 free audit spots left this month'],
    [28, 'Only 1 free audit spot left this month'],
  ])('on day %d reads "%s", the number in <strong>', (day, text) => {
    document.body.innerHTML = markup;
    enhanceAuditSpots(document, new Date(2025, 8, day, 12));
    const line = document.querySelector('[data-enhance]')!;
    expect(line.textContent).toBe(text);
    expect(line.querySelector('strong')!.textContent).toBe(text.match(/\d+/)![0]);
  });
});
