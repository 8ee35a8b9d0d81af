// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../templates/components/CountdownBanner';
import { enhanceCountdowns } from '../../../widgets/enhance/countdown';
import {
  countdownParts,
  formatClock,
  parseCountdownStart,
  PROMOTION_EPOCH,
  secondsToDeadline,
  splitDuration,
} from '../../../widgets/enhance/countdown-format';

/** The three countdowns' durations (required figures). */
const SERVICES = 86400;
const WEBSITE_PRICING = 604800;
const DEVOPS_PRICING = 432000;

describe('formatting', () => {
  it.each([
    [86400, '24:00:00'],
    [86399, '23:59:59'],
    [3661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
  ])('formatClock(%d) = %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it("splits the pricing pages' starts into days, hours and minutes, dropping seconds", () => {
    expect(splitDuration(WEBSITE_PRICING)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(splitDuration(DEVOPS_PRICING)).toEqual({ days: 5, hours: 0, minutes: 0 });
    expect(splitDuration(WEBSITE_PRICING - 1)).toEqual({ days: 6, hours: 23, minutes: 59 });
    expect(splitDuration(DEVOPS_PRICING - 61)).toEqual({ days: 4, hours: 23, minutes: 58 });
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('gives the text of each marked part, two digits each', () => {
    expect(countdownParts(SERVICES, 'clock')).toEqual({ clock: '24:00:00' });
    expect(countdownParts(WEBSITE_PRICING, 'days')).toEqual({ days: '07', hours: '00', minutes: '00' });
    expect(countdownParts(DEVOPS_PRICING, 'days')).toEqual({ days: '05', hours: '00', minutes: '00' });
    expect(countdownParts(DEVOPS_PRICING - 3600 - 60, 'days')).toEqual({ days: '04', hours: '22', minutes: '59' });
  });

  it('reads only whole positive starts from the markup', () => {
    expect(parseCountdownStart('86400')).toBe(86400);
    for (const bad of [undefined, '', '0', '-5', '1.5', '1e3', 'abc']) expect(parseCountdownStart(bad)).toBeUndefined();
  });
});

describe('the deadline', () => {
  const MONDAY = Date.UTC(2026, 10, 23); // Monday 23 November 2026, 00:00 UTC
  it('is the next Monday, 00:00 UTC, for a weekly promotion, whatever the moment', () => {
    expect((MONDAY - PROMOTION_EPOCH) % (WEBSITE_PRICING * 1000)).toBe(0);
    expect(secondsToDeadline(WEBSITE_PRICING, MONDAY)).toBe(WEBSITE_PRICING);
    expect(secondsToDeadline(WEBSITE_PRICING, MONDAY + 1000)).toBe(WEBSITE_PRICING - 1);
    expect(secondsToDeadline(WEBSITE_PRICING, MONDAY + 3 * 86_400_000 + 500)).toBe(4 * 86400);
    expect(secondsToDeadline(WEBSITE_PRICING, MONDAY - 1000)).toBe(1);
  });

  it('is the same moment for every page that asks at the same time', () => {
    const now = MONDAY + 123_456_789;
    expect(now + secondsToDeadline(WEBSITE_PRICING, now) * 1000).toBe(
      now + 1000 * secondsToDeadline(WEBSITE_PRICING, now + 1),
    );
  });
});

describe('the countdown page feature', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const mount = (element: React.ReactElement) => {
    document.body.innerHTML = renderToStaticMarkup(element);
    stop = enhanceCountdowns(document);
  };
  const part = (name: string) => document.querySelector(`[data-countdown-part="${name}"]`)!.textContent;
  /** Lets `ms` pass with only the last second's timer firing (ticking through days one timer at a time is slow). */
  const jump = (ms: number) => {
    vi.setSystemTime(Date.now() + ms - 1000);
    vi.advanceTimersByTime(1000);
  };

  it('server-renders the whole period as a timer with a label and no live announcements', () => {
    vi.useRealTimers();
    document.body.innerHTML = renderToStaticMarkup(
      <Countdown every={SERVICES} format="clock" label="Time left at launch pricing" />,
    );
    const timer = document.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).toBe('Time left at launch pricing');
    expect(timer.getAttribute('data-enhance')).toBe('countdown');
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(part('clock')).toBe('24:00:00');
  });

  it('shows the time left to the promotion’s end by the visitor’s clock, and starts over after it', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 29, 23, 59, 58)); // Sunday, two seconds before Monday 00:00 UTC
    mount(<Countdown every={WEBSITE_PRICING} format="days" label="Timer" />);
    const parts = () => ['days', 'hours', 'minutes'].map(part);
    expect(parts()).toEqual(['00', '00', '00']);
    expect([...document.querySelectorAll('.countdown__label')].map((l) => l.textContent)).toEqual([
      'Days',
      'Hours',
      'Minutes',
    ]);
    vi.advanceTimersByTime(2000);
    expect(parts()).toEqual(['07', '00', '00']);
    vi.advanceTimersByTime(61_000);
    expect(parts()).toEqual(['06', '23', '58']);
  });

  it('gives two timers of two pages the same time left', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 13, 14, 15));
    mount(<Countdown every={WEBSITE_PRICING} format="days" label="One" />);
    const first = ['days', 'hours', 'minutes'].map(part);
    vi.advanceTimersByTime(20_000);
    mount(<Countdown every={WEBSITE_PRICING} format="days" label="Two" />);
    expect(['days', 'hours', 'minutes'].map(part)).toEqual(first);
    expect(first).toEqual(['04', '10', '45']);
  });

  it('keeps time by the clock when timers run late (a background tab)', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
    mount(<Countdown every={SERVICES} format="clock" label="Timer" />);
    expect(part('clock')).toBe('12:00:00');
    jump(3_601_000); // an hour passes without any timer firing
    expect(part('clock')).toBe('10:59:59');
  });

  it('leaves markup without a valid start alone', () => {
    document.body.innerHTML =
      '<span data-enhance="countdown" data-countdown-every="soon" data-countdown-format="clock"><span data-countdown-part="clock">x</span></span>';
    stop = enhanceCountdowns(document);
    vi.advanceTimersByTime(5000);
    expect(part('clock')).toBe('x');
  });
});
