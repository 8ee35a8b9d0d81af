import { site as definition } from '../../site/index';
import { figuresOf } from '../figures';
import type { FieldPath } from '../../../lib/yaml-source';
import type { Page } from '../page';
import { pageFinds } from './page-finds';
import { pageSource, type RelationSite, type Source } from './sources';

/** A process as a page shows it: its steps' times, their total, and where each is. */
export interface Process {
  id?: string;
  page: Page;
  /** The record's path in the page's front matter. */
  path: FieldPath;
  at: Source;
  /** Each step's time in days, low to high; undefined for a step with no length ("Ongoing"). */
  steps: ({ low: number; high: number; text: string } | undefined)[];
  /** The sum of the steps that have a length, in days. */
  total: { low: number; high: number };
  /** The texts of the record itself (its lead, heading), each with its path. */
  texts: { text: string; path: FieldPath }[];
}

/** Every process of every page: a record whose `steps` each state a time (the fields the site's `relations.stepTimeFields` names). */
export function processesOf(site: RelationSite): Process[] {
  const found: Process[] = [];
  for (const { page, records } of pageFinds(site.pages))
    for (const { record, at } of records) {
      const times = stepTimes(record.steps);
      if (!times) continue;
      const steps = times.map(durationOf);
      const total = steps.reduce(
        (sum, step) => (step ? { low: sum.low + step.low, high: sum.high + step.high } : sum),
        { low: 0, high: 0 },
      );
      const id = typeof record.id === 'string' ? record.id : undefined;
      found.push({
        ...(id === undefined ? {} : { id }),
        page,
        path: at,
        // A named process is found by its id; an unnamed one by its steps.
        at: pageSource(page, [...at, id === undefined ? 'steps' : 'id']),
        steps,
        total,
        texts: ownTexts(record, at),
      });
    }
  return found;
}

/** The time each step states, or undefined when `steps` is not a process's. */
function stepTimes(steps: unknown): string[] | undefined {
  if (!Array.isArray(steps) || !steps.length) return undefined;
  const times = steps.map((step) => {
    if (!step || typeof step !== 'object') return undefined;
    const field = (definition().relations?.stepTimeFields ?? []).find(
      (name) => typeof (step as Record<string, unknown>)[name] === 'string',
    );
    return field ? ((step as Record<string, unknown>)[field] as string) : undefined;
  });
  return times.every((time): time is string => time !== undefined) ? times : undefined;
}

/** "3-5 days" -> 3 to 5 days; undefined for a time that is no length ("Ongoing"). */
export function durationOf(text: string): { low: number; high: number; text: string } | undefined {
  const figure = figuresOf(text).find((f) => f.kind === 'duration');
  return figure && { low: figure.low, high: figure.high, text: figure.text };
}

/** The unit a duration is written in, in days: "two to three weeks" -> 7. */
export function unitOf(text: string): { days: number; name: string } {
  const unit = /(minute|hour|day|week|month|year)s?\b/i.exec(text)?.[1]?.toLowerCase() ?? 'day';
  const days = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 }[unit] ?? 1;
  return { days, name: `${unit}s` };
}

/** The text fields of a process record other than its steps. */
function ownTexts(record: Record<string, unknown>, path: FieldPath): { text: string; path: FieldPath }[] {
  return Object.entries(record).flatMap(([key, value]) =>
    typeof value === 'string' && key !== 'steps' ? [{ text: value, path: [...path, key] }] : [],
  );
}
