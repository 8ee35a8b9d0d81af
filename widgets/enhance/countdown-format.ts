/**
 * The cosmetic countdowns of spec document 1, 4: a start in seconds that ticks down once a
 * second and starts over when it reaches zero. Pure, so the server renders the first value
 * with the same code the browser ticks with.
 */

/** `clock`: hh:mm:ss (the services page); `days`: days, hours and minutes (the pricing pages). */
export type CountdownFormat = 'clock' | 'days';
export const COUNTDOWN_FORMATS: readonly CountdownFormat[] = ['clock', 'days'];

/** The part names a countdown's markup marks with data-countdown-part, per format. */
export const COUNTDOWN_PARTS: Readonly<Record<CountdownFormat, readonly string[]>> = {
  clock: ['clock'],
  days: ['days', 'hours', 'minutes'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** One tick: a second less, and back to the start after showing zero (the spec's loop). */
export function tickCountdown(remaining: number, start: number): number {
  return remaining > 0 ? remaining - 1 : start;
}

/**
 * What `elapsed` ticks from the start leave, in closed form: the loop start, start-1, ..., 0
 * has start + 1 values. Counting from the clock rather than summing ticks keeps a page that
 * was in a background tab (where timers are throttled) on time.
 */
export function remainingAfter(start: number, elapsed: number): number {
  return start - (Math.max(0, Math.floor(elapsed)) % (start + 1));
}

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
