/** The scheduling service's popup API (Calendly's widget.js defines it). */
interface SchedulerApi {
  initPopupWidget(options: { url: string }): void;
}

declare global {
  interface Window {
    Calendly?: SchedulerApi;
  }
}

const requested = new Set<string>();

/**
 * Starts loading the scheduler's script, once per page (a failed load is not retried, and
 * nothing loads when the page already has the scheduler's API): the booking button calls it on
 * the visitor's first sign of intent (pointer over it, focus, touch) and on its click, never at
 * page load.
 */
export function preloadScheduler(scriptUrl: string, doc: Document = document): void {
  if (!scriptUrl || requested.has(scriptUrl) || doc.defaultView?.Calendly) return;
  requested.add(scriptUrl);
  const script = doc.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  doc.head.append(script);
}

/**
 * Book: opens the scheduling popup if the scheduler's script has
 * loaded and defines its API; otherwise (no script configured, still loading, failed) opens the
 * scheduling page in a new tab. Synchronous, so that the tab opens inside the click that asked
 * for it and popup blockers let it through; it never waits for the script.
 */
export function openScheduler(url: string, scriptUrl: string, win: Window = window): 'popup' | 'tab' {
  preloadScheduler(scriptUrl, win.document);
  const api = scriptUrl ? win.Calendly : undefined;
  if (api?.initPopupWidget) {
    api.initPopupWidget({ url });
    return 'popup';
  }
  win.open(url, '_blank', 'noopener,noreferrer');
  return 'tab';
}
