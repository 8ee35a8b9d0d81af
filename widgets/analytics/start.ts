import { safeStorage } from '../shared/storage';
import { watchEngagement } from './engagement';
import { campaignParams, newMilestones, scrollPercent, userFlowParams, visitEvent, wholeSeconds } from './events';
import { installGtag, type AnalyticsConfig } from './gtag';

const SESSION_KEY = 'session_start';
const startedIn = new WeakSet<Window>();

/**
 * Starts analytics after consent: page_view, the campaign
 * source, first_visit / return_visit, user_flow (arrived from another page of this site),
 * scroll milestones, engaged_visit (the "custom engagement" event: 30 s visible and 50 %
 * scrolled), cta_click on [data-track], the named event of a [data-event] element (with
 * data-event-source as its category), and on leaving the page time_on_page and
 * session_duration in whole seconds. Idempotent; a no-op when no measurement id is configured.
 */
export function startAnalytics(config: AnalyticsConfig, win: Window = window): boolean {
  if (startedIn.has(win) || !config.measurementId) return false;
  startedIn.add(win);
  const doc = win.document;
  const local = safeStorage(() => win.localStorage);
  const session = safeStorage(() => win.sessionStorage);
  const gtag = installGtag(win, config);
  const send = (name: string, params: Record<string, unknown> = {}) => gtag('event', name, params);
  const path = win.location.pathname;
  const pageStart = Date.now();
  const sessionStart = Number(session.get(SESSION_KEY)) || pageStart;
  session.set(SESSION_KEY, String(sessionStart));

  send('page_view', { page_path: path, page_title: doc.title, page_location: win.location.href });
  const campaign = campaignParams(win.location.search, doc.referrer);
  if (campaign) send('traffic_source', campaign);
  send(visitEvent(local));
  // A reload or a back/forward visit keeps the old referrer: no user_flow for those.
  const navigation = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const flow = userFlowParams(doc.referrer, win.location, navigation?.type);
  if (flow) send('user_flow', flow);

  const percentNow = () => scrollPercent(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight);
  const deepest = watchEngagement(doc, path, send, percentNow);
  const reported = new Set<number>();
  const onScroll = () => {
    for (const milestone of newMilestones(deepest(), reported))
      send('scroll', { percent_scrolled: milestone, page_path: path });
  };
  win.addEventListener('scroll', onScroll, { passive: true });

  doc.addEventListener('click', (event) => {
    const clicked = event.target as Element | null;
    const target = clicked?.closest<HTMLElement>('[data-track]');
    if (target) send('cta_click', { cta: target.dataset.track, page_path: path });
    // Named events: start_mvp (startup_hero), package_<name> (startup_pricing), ...
    const named = clicked?.closest<HTMLElement>('[data-event]');
    if (named?.dataset.event)
      send(named.dataset.event, { event_category: named.dataset.eventSource ?? '', page_path: path });
  });

  win.addEventListener('pagehide', () => {
    const now = Date.now();
    send('time_on_page', { page_path: path, seconds: wholeSeconds(now - pageStart), transport_type: 'beacon' });
    send('session_duration', { seconds: wholeSeconds(now - sessionStart), transport_type: 'beacon' });
  });
  return true;
}
