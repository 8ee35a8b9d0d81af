import { ENGAGED_SECONDS, engagedVisitParams, type EventParams } from './events';

/**
 * Sends engaged_visit once for this page, as soon as it has been visible for ENGAGED_SECONDS
 * since this call and the visitor has scrolled at least ENGAGED_SCROLL_PERCENT deep (whichever
 * comes last). A second during which the page is hidden (another tab, a minimised window) does
 * not count; the clock stops at the threshold. `percentNow` reads the current scroll depth; the
 * returned function records it and returns the deepest so far: call it on every scroll.
 */
export function watchEngagement(
  doc: Document,
  pagePath: string,
  send: (name: string, params: EventParams) => void,
  percentNow: () => number,
): () => number {
  let seconds = 0;
  let deepest = 0;
  let sent = false;
  const check = () => {
    deepest = Math.max(deepest, percentNow());
    const params = sent ? null : engagedVisitParams(seconds, deepest, pagePath);
    if (params) {
      sent = true;
      send('engaged_visit', params);
    }
    return deepest;
  };
  const clock = setInterval(() => {
    if (!doc.hidden) seconds += 1;
    if (seconds >= ENGAGED_SECONDS) clearInterval(clock);
    check();
  }, 1000);
  return check;
}
