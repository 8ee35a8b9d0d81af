import type { SafeStorage } from '../shared/storage';

/** The first visit (first_visit) sets this; later visits report return_visit. */
export const RETURNING_KEY = 'returning_visitor';
export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;

export type EventParams = Record<string, string | number | boolean>;

/** Whole seconds, as every duration analytics reports. */
export const wholeSeconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * The campaign-source event of the first load: utm_source,
 * utm_medium, utm_campaign; source and medium default to 'direct' and 'none', campaign is
 * omitted when absent; nothing is sent unless a source, a medium or a referrer exists.
 */
export function campaignParams(search: string, referrer: string): EventParams | null {
  const params = new URLSearchParams(search);
  const source = params.get('utm_source');
  const medium = params.get('utm_medium');
  const campaign = params.get('utm_campaign');
  if (!source && !medium && !referrer) return null;
  const result: EventParams = { source: source || 'direct', medium: medium || 'none' };
  if (campaign) result.campaign = campaign;
  if (referrer) result.referrer = referrer;
  return result;
}

/** first_visit (and remember the visitor) or return_visit. */
export function visitEvent(storage: SafeStorage): 'first_visit' | 'return_visit' {
  if (storage.get(RETURNING_KEY) === 'true') return 'return_visit';
  storage.set(RETURNING_KEY, 'true');
  return 'first_visit';
}

/** How far down the page the bottom of the viewport is, in percent. */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.round((scrollY / scrollable) * 100));
}

/** The milestones reached at `percent` that were not reported yet (each reported once per page). */
export function newMilestones(percent: number, reported: Set<number>): number[] {
  const reached = SCROLL_MILESTONES.filter((m) => percent >= m && !reported.has(m));
  for (const m of reached) reported.add(m);
  return reached;
}

/**
 * user_flow: the step from one page of this site to another. Sent once per page, when analytics
 * starts on it (at load, or at the moment of consent), if the visitor reached it from another
 * page of the same origin (`document.referrer`: a link, a form, a redirect): `from` is the
 * referrer's path, `to` this page's path (pathnames only, no query or hash). Nothing for an
 * outside or missing referrer, the same path, a reload or a back/forward visit (whose referrer
 * is stale).
 */
export function userFlowParams(
  referrer: string,
  here: Location | URL,
  navigationType = 'navigate',
): EventParams | null {
  // A referrer is a whole URL: same origin exactly when it starts with this origin and a slash.
  if (!referrer.startsWith(`${here.origin}/`) || navigationType === 'reload' || navigationType === 'back_forward')
    return null;
  const from = new URL(referrer).pathname;
  return from === here.pathname ? null : { from, to: here.pathname };
}

/** engaged_visit (the "custom engagement" event): at least this much visible time on a page... */
export const ENGAGED_SECONDS = 30;
/** ...and at least this deep a scroll (percent, as the scroll milestones measure it). */
export const ENGAGED_SCROLL_PERCENT = 50;

/**
 * The engaged_visit payload once both thresholds are met, else null: `seconds`, the whole seconds
 * the page has been visible since analytics started on it; `scroll_percent`, the deepest scroll
 * reached (0 to 100, a page too short to scroll counting as 100); `page_path`. Sent at most once
 * per page, at the moment the later of the two thresholds is reached.
 */
export function engagedVisitParams(seconds: number, deepestPercent: number, pagePath: string): EventParams | null {
  return seconds < ENGAGED_SECONDS || deepestPercent < ENGAGED_SCROLL_PERCENT
    ? null
    : { seconds, scroll_percent: deepestPercent, page_path: pagePath };
}
