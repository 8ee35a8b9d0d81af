import { fill, type CheckerContent } from './checker-content';

/** Below this Age a result counts as fresh: two visitors a few seconds apart need no note. */
export const RECENT_AFTER_SECONDS = 60;

/**
 * A span in its largest whole unit from the content's `time` words: 45 -> "45 seconds",
 * 120 -> "2 minutes", 7200 -> "2 hours". `round` says which way a part unit goes.
 */
export function durationText(units: CheckerContent['time'], seconds: number, round: (value: number) => number): string {
  const [template, size] =
    seconds >= 3600 ? [units.hours, 3600] : seconds >= 60 ? [units.minutes, 60] : [units.seconds, 1];
  return fill(template, { count: Math.max(1, round(seconds / size)) });
}

/** The busy message of a 429 (issue 23); the wait is rounded up, never promising sooner than asked. */
export function busyMessage(
  content: Pick<CheckerContent, 'busy' | 'time'>,
  retryAfterSeconds: number | undefined,
): string {
  const wait =
    retryAfterSeconds === undefined
      ? content.busy.unknownWait
      : durationText(content.time, retryAfterSeconds, Math.ceil);
  return fill(content.busy.message, { wait });
}

/** How recent a cached result is, from its Age (rounded down), or nothing for a fresh one. */
export function recentNote(
  content: Pick<CheckerContent, 'results' | 'time'>,
  age: number | undefined,
): string | undefined {
  if (age === undefined || age < RECENT_AFTER_SECONDS) return undefined;
  return fill(content.results.recent, { age: durationText(content.time, age, Math.floor) });
}
