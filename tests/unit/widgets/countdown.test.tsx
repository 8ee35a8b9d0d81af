// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../templates/components/CountdownBanner';
import { enhanceCountdowns } from '../../../widgets/enhance/countdown';
import {
  countdownParts,
  formatClock,
  parseCountdownStart,
  remainingAfter,
  splitDuration,
  tickCountdown,
} from '../../../widgets/enhance/countdown-format';

/** The three starts of spec document 1, 4 and 9. */
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

describe('ticking and looping', () => {
  it.each([SERVICES, WEBSITE_PRICING, DEVOPS_PRICING])(
    '%d ticks down to zero, then starts over at the start',
    (start) => {
      expect(tickCountdown(start, start)).toBe(start - 1);
      expect(tickCountdown(1, start)).toBe(0);
      expect(tickCountdown(0, start)).toBe(start);
      expect(remainingAfter(start, 0)).toBe(start);
      expect(remainingAfter(start, 1)).toBe(start - 1);
      expect(remainingAfter(start, start)).toBe(0);
      expect(remainingAfter(start, start + 1)).toBe(start);
      expect(remainingAfter(start, 2 * (start + 1) + 5)).toBe(start - 5);
    },
  );

  it('the closed form equals ticking one second at a time, across several loops', () => {
    const start = 7;
    let remaining = start;
    for (let elapsed = 0; elapsed < 40; elapsed++) {
      expect(remainingAfter(start, elapsed + 0.999), `after ${elapsed}s`).toBe(remaining);
      remaining = tickCountdown(remaining, start);
    }
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

  it('server-renders the start as a timer with a label and no live announcements', () => {
    mount(<Countdown start={SERVICES} format="clock" label="Time left at launch pricing" />);
    const timer = document.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).toBe('Time left at launch pricing');
    expect(timer.getAttribute('data-enhance')).toBe('countdown');
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(part('clock')).toBe('24:00:00');
  });

  it('ticks hh:mm:ss every second and starts over at 24:00:00 after zero', () => {
    mount(<Countdown start={SERVICES} format="clock" label="Timer" />);
    vi.advanceTimersByTime(1000);
    expect(part('clock')).toBe('23:59:59');
    vi.advanceTimersByTime(61_000);
    expect(part('clock')).toBe('23:58:58');
    jump((SERVICES - 62) * 1000);
    expect(part('clock')).toBe('00:00:00');
    vi.advanceTimersByTime(1000);
    expect(part('clock')).toBe('24:00:00');
    vi.advanceTimersByTime(1000);
    expect(part('clock')).toBe('23:59:59');
  });

  it.each([
    [WEBSITE_PRICING, ['07', '00', '00'], ['06', '23', '59']],
    [DEVOPS_PRICING, ['05', '00', '00'], ['04', '23', '59']],
  ])('shows %d s as days, hours and minutes, and loops', (start, first, afterOneSecond) => {
    mount(<Countdown start={start} format="days" label="Timer" />);
    const parts = () => ['days', 'hours', 'minutes'].map(part);
    expect(parts()).toEqual(first);
    expect([...document.querySelectorAll('.countdown__label')].map((l) => l.textContent)).toEqual([
      'Days',
      'Hours',
      'Minutes',
    ]);
    vi.advanceTimersByTime(1000);
    expect(parts()).toEqual(afterOneSecond);
    vi.advanceTimersByTime(59_000);
    expect(parts()).toEqual(['days', 'hours', 'minutes'].map((n) => countdownParts(start - 60, 'days')[n]));
    jump((start - 60) * 1000);
    expect(parts()).toEqual(['00', '00', '00']);
    vi.advanceTimersByTime(1000);
    expect(parts()).toEqual(first);
  });

  it('keeps time by the clock when timers run late (a background tab)', () => {
    mount(<Countdown start={SERVICES} format="clock" label="Timer" />);
    jump(3_601_000); // an hour passes without any timer firing
    expect(part('clock')).toBe('22:59:59');
  });

  it('leaves markup without a valid start alone', () => {
    document.body.innerHTML =
      '<span data-enhance="countdown" data-countdown-start="soon" data-countdown-format="clock"><span data-countdown-part="clock">x</span></span>';
    stop = enhanceCountdowns(document);
    vi.advanceTimersByTime(5000);
    expect(part('clock')).toBe('x');
  });
});
