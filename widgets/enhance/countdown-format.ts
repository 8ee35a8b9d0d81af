/**
 * The countdowns, to the end of the site's price promotion: it ends every
 * `period` seconds (content/data/offers.yaml, promotion.every), counted from a Monday at 00:00 UTC,
 * so every countdown on every page shows the same time left. Pure, so the server renders with
 * the same code the browser ticks with.
 */

/** Monday 5 January 1970, 00:00 UTC: promotions end a whole number of periods after it. */
export const PROMOTION_EPOCH = Date.UTC(1970, 0, 5);

/** Seconds from `now` (ms) to the next end of a promotion that ends every `period` seconds. */
export function secondsToDeadline(period: number, now: number): number {
  const elapsed = Math.floor((now - PROMOTION_EPOCH) / 1000);
  return period - (((elapsed % period) + period) % period);
}

/** `clock`: hh:mm:ss (the services page); `days`: days, hours and minutes (the pricing pages). */
export type CountdownFormat = 'clock' | 'days';
export const COUNTDOWN_FORMATS: readonly CountdownFormat[] = ['clock', 'days'];

/** The part names a countdown's markup marks with data-countdown-part, per format. */
export const COUNTDOWN_PARTS: Readonly<Record<CountdownFormat, readonly string[]>> = {
  clock: ['clock'],
  days: ['days', 'hours', 'minutes'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 86400 -> "24:00:00"; hours are not wrapped at a day. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export interface DaysHoursMinutes {
  days: number;
  hours: number;
  minutes: number;
}

/** 604800 -> 7 days, 0 hours, 0 minutes (seconds are dropped, not rounded). */
export function splitDuration(seconds: number): DaysHoursMinutes {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60) };
}

/** The text of each marked part of a countdown at `seconds`. */
export function countdownParts(seconds: number, format: CountdownFormat): Record<string, string> {
  if (format === 'clock') return { clock: formatClock(seconds) };
  const { days, hours, minutes } = splitDuration(seconds);
  return { days: pad(days), hours: pad(hours), minutes: pad(minutes) };
}

/** The data-countdown-start of a countdown, or undefined when it is not a whole positive number. */
export function parseCountdownStart(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const start = Number(value);
  return start > 0 && Number.isSafeInteger(start) ? start : undefined;
}

export function isCountdownFormat(value: string | undefined): value is CountdownFormat {
  return value === 'clock' || value === 'days';
}
