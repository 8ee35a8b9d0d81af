// The dev server's client (`site dev` only): live reload over server-sent events, stylesheet
// swaps without a reload, and an overlay for content errors. Browser-only, no framework.
import { showOverlay, hideOverlay } from './overlay';

interface DevEvent {
  type: 'reload' | 'css' | 'error' | 'ok' | 'hello';
  problems?: { where: string; message: string; hint?: string }[];
  builds?: number;
}

/** The builds there had been when this page was served (the dev server's Server-Timing), if the browser says. */
function buildsServed(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const builds = navigation?.serverTiming?.find((entry) => entry.name === 'builds')?.description;
  return builds === undefined || builds === '' ? undefined : Number(builds);
}

const SCROLL_KEY = 'site-dev-scroll';

function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  sessionStorage.removeItem(SCROLL_KEY);
  if (!saved) return;
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === location.pathname) window.scrollTo(0, y);
}

function reload(): void {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
}

/**
 * The page's styles are inlined: fetch the page again and adopt its new stylesheets as
 * constructed sheets (which the page's CSP does not govern, unlike new <style> text), turning
 * the old <style> elements off. No reload, so state and scroll position stay. The new text is
 * taken out of the HTML as text: parsed into a document (DOMParser), Chromium checks each new
 * <style> against this page's CSP and logs a violation, since its hash is new.
 */
async function swapStyles(): Promise<void> {
  const html = await (await fetch(location.href, { cache: 'no-store' })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const sheets = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css ?? '');
    return sheet;
  });
  for (const style of document.querySelectorAll<HTMLStyleElement>('head style')) style.disabled = true;
  document.adoptedStyleSheets = sheets;
  document.documentElement.dataset.devStylesSwapped = String(
    Number(document.documentElement.dataset.devStylesSwapped ?? 0) + 1,
  );
}

restoreScroll();
const served = buildsServed();
const events = new EventSource('/__site/events');
events.addEventListener('message', (message: MessageEvent<string>) => {
  const event = JSON.parse(message.data) as DevEvent;
  // A build finished between serving this page and its connecting (or while the server was away).
  if (event.type === 'hello') {
    if (served !== undefined && (event.builds ?? 0) > served) reload();
  } else if (event.type === 'reload') reload();
  else if (event.type === 'css') void swapStyles().catch(reload);
  else if (event.type === 'error') showOverlay(event.problems ?? []);
  else hideOverlay();
});
