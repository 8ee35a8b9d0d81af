import type { IslandEntry } from './hydrate';

/** How far beyond the viewport an island starts loading while the visitor scrolls towards it. */
export const NEAR_VIEWPORT = '300px';
/** First contact with an island: its code loads at once, so it is ready before the visitor types. */
export const CONTACT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
/** The longest an island that starts from the page's address waits, after the load event, for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

export type ImportIsland = (url: string) => Promise<IslandEntry>;

/**
 * The island contract (browser side, before any island code): every server-rendered island names
 * its entry (`data-island-src`) and that entry's chunks (`data-island-preload`), and nothing of it
 * downloads with the page. An island's code is imported when the island is needed:
 *
 * - on first contact (pointer, touch or focus inside it), at once: before the visitor types;
 * - when the visitor scrolls it within NEAR_VIEWPORT of the viewport (an IntersectionObserver
 *   the first scroll starts, so no island loads with the page, not even one in view);
 * - when the page's address carries a query parameter the island starts from
 *   (`data-island-query`, e.g. the checker's ?url=), once the page has loaded and the browser
 *   is idle (after the first paint: the page's own loading never waits for it).
 *
 * An island in view at load thus costs the first visit nothing until it is used: hydrating
 * React (tens of milliseconds of main thread on a phone) while the page loads blocked input
 * for longer than the whole page otherwise does (Lighthouse: total blocking time 410 ms on
 * /website-checker with the checker hydrated at the first idle moment, performance 90).
 * Until then the server's HTML works as it does without JavaScript (forms post natively).
 * Hydration keeps what the visitor typed meanwhile (React keeps the DOM's values; a widget
 * with a controlled field reads it when it mounts), and the last click the island would have
 * handled (a `type="button"` button in it, an in-page link to it) is replayed once it is hydrated.
 */
export function loadIslands(
  doc: Document,
  importIsland: ImportIsland = (url) => import(/* @vite-ignore */ url) as Promise<IslandEntry>,
): void {
  const win = doc.defaultView;
  if (!win) return;
  const waiting = new Set(doc.querySelectorAll<HTMLElement>('[data-island][data-island-src]:not([data-hydrated])'));
  if (!waiting.size) return;
  // Islands not hydrated yet, each with the last click it would have handled (to replay).
  const unhydrated = new Map<HTMLElement, HTMLElement | undefined>([...waiting].map((island) => [island, undefined]));
  let observer: IntersectionObserver | undefined;

  const onContact = (event: Event) => load(event.currentTarget as HTMLElement);
  const listen = (island: HTMLElement, on: boolean) => {
    for (const type of CONTACT_EVENTS) {
      if (on) island.addEventListener(type, onContact, { capture: true, passive: true });
      else island.removeEventListener(type, onContact, true);
    }
  };
  const load = (island: HTMLElement) => {
    if (!waiting.delete(island)) return;
    observer?.unobserve(island);
    listen(island, false);
    for (const href of (island.dataset.islandPreload ?? '').split(' ')) if (href) modulePreload(doc, href);
    importIsland(island.dataset.islandSrc!)
      .then((entry) => entry.hydrate(island))
      .then(
        () => {
          const clicked = unhydrated.get(island);
          unhydrated.delete(island);
          if (!unhydrated.size) doc.removeEventListener('click', onClick, true);
          if (clicked?.isConnected) replay(island, clicked);
        },
        () => {
          // Offline or a failed request: the server's HTML keeps working; the next contact tries again.
          waiting.add(island);
          listen(island, true);
        },
      );
  };

  // Clicks an island would have handled had its code been there: a type="button" button in it
  // (it does nothing without JavaScript) and a link it acts on (`data-island-links`: the email
  // capture's 'Download Free' links pick its download). The last one is replayed once hydrated.
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('button');
    for (const island of unhydrated.keys()) {
      const links = island.dataset.islandLinks;
      const link = links ? target?.closest?.<HTMLElement>(links) : null;
      if (button?.type === 'button' && island.contains(button)) unhydrated.set(island, button);
      else if (link) unhydrated.set(island, link);
      else continue;
      load(island);
    }
  };
  doc.addEventListener('click', onClick, true);
  for (const island of waiting) listen(island, true);

  // The first scroll starts watching for islands coming near the viewport.
  const watch = () => {
    if (!waiting.size) return;
    if (!('IntersectionObserver' in win)) {
      for (const island of [...waiting]) load(island);
      return;
    }
    observer = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) load(entry.target as HTMLElement);
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    for (const island of waiting) observer.observe(island);
  };
  win.addEventListener('scroll', watch, { once: true, passive: true });

  // Islands the page's address asks to start (a shared link): once the page has loaded, when idle.
  const query = new URLSearchParams(win.location.search);
  const asked = [...waiting].filter((island) =>
    (island.dataset.islandQuery ?? '').split(' ').some((name) => name && query.has(name)),
  );
  if (asked.length) afterLoad(win, () => asked.forEach(load));
}

/**
 * Clicks `element` again for the hydrated island, and for it alone: a button in the island is
 * clicked where React listens (its root, inside the island) and goes no further, so the page's
 * other click handlers (analytics) do not count it twice; a link elsewhere is not followed again
 * (the first click already scrolled to it).
 */
function replay(island: HTMLElement, element: HTMLElement): void {
  if (element instanceof HTMLButtonElement && element.disabled) return;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  const inside = island.contains(element);
  const view = element.ownerDocument.defaultView;
  const stop = (event: Event) => {
    if (event !== click) return;
    if (inside) event.stopPropagation();
    else event.preventDefault();
  };
  const on = inside ? island : view;
  on?.addEventListener('click', stop);
  element.dispatchEvent(click);
  on?.removeEventListener('click', stop);
}

/** Runs `task` when the page has loaded and the browser is next idle (at most IDLE_TIMEOUT_MS later). */
function afterLoad(win: Window, task: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Fetches a chunk of an island's entry in parallel with the entry (once per page). */
function modulePreload(doc: Document, href: string): void {
  if (
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((l) => l.getAttribute('href') === href)
  )
    return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  doc.head.append(link);
}
