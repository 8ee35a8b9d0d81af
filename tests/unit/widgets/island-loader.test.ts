// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandEntry } from '../../../widgets/shared/hydrate';
import { IDLE_TIMEOUT_MS, loadIslands, NEAR_VIEWPORT } from '../../../widgets/shared/island-loader';

/** A stand-in IntersectionObserver: the test says which islands intersect. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  intersect(...targets: Element[]) {
    this.callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

function island(name: string, src: string, extra = '') {
  return `<div data-island="${name}" data-island-src="${src}" data-island-preload="/assets/chunks/react.js"${extra}><script type="application/json" data-island-props="">{}</script><div data-island-root=""><input name="q"><button type="button">Go</button></div></div>`;
}

/** An importer whose modules resolve when the test says, recording what it was asked for. */
function importer() {
  const asked: string[] = [];
  const hydrated: HTMLElement[] = [];
  const pending: (() => void)[] = [];
  const entry: IslandEntry = {
    hydrate: async (element) => {
      hydrated.push(element);
      element.setAttribute('data-hydrated', '');
    },
  };
  const load = vi.fn((url: string) => {
    asked.push(url);
    return new Promise<IslandEntry>((resolve) => pending.push(() => resolve(entry)));
  });
  const arrive = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await flush();
  };
  return { load, asked, hydrated, arrive };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  window.history.replaceState(null, '', '/');
});

describe('loadIslands', () => {
  it('imports nothing with the page: no island loads before it is needed, not even one in view', async () => {
    document.body.innerHTML = island('checker', '/assets/checker.js');
    const { load } = importer();
    loadIslands(document, load);
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.last).toBeUndefined();
    expect(document.querySelector('link[rel=modulepreload]')).toBeNull();
  });

  it('loads an island on first contact, once, preloading its chunks, and hydrates that island only', async () => {
    document.body.innerHTML = island('booking', '/assets/booking.js') + island('booking', '/assets/booking.js');
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-island]');
    const { load, asked, hydrated, arrive } = importer();
    loadIslands(document, load);
    first!.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    first!.dispatchEvent(new Event('pointerdown'));
    expect(asked).toEqual(['/assets/booking.js']);
    expect([...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/chunks/react.js',
    ]);
    await arrive();
    expect(hydrated).toEqual([first]);
    second!.dispatchEvent(new Event('pointerenter'));
    second!.dispatchEvent(new Event('touchstart'));
    await arrive();
    expect(hydrated).toEqual([first, second]);
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1);
  });

  it(`watches from the first scroll, loading what comes within ${NEAR_VIEWPORT} of the viewport`, async () => {
    document.body.innerHTML =
      island('contact-form', '/assets/contact-form.js') + island('lead-form', '/assets/lead-form.js');
    const [near, far] = document.querySelectorAll<HTMLElement>('[data-island]');
    const { load, asked } = importer();
    loadIslands(document, load);
    window.dispatchEvent(new Event('scroll'));
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(`${NEAR_VIEWPORT} 0px`);
    expect([...observer.observed]).toEqual([near, far]);
    observer.intersect(near!);
    expect(asked).toEqual(['/assets/contact-form.js']);
    expect([...observer.observed]).toEqual([far]);
  });

  it('loads an island the address asks for (?url=) once the page has loaded, when the browser is idle', async () => {
    window.history.replaceState(null, '', '/website-checker?url=example.com');
    document.body.innerHTML =
      island('checker', '/assets/checker.js', ' data-island-query="url"') +
      island('booking', '/assets/booking.js', ' data-island-query="other"');
    const idle = vi.fn((task: () => void, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      setTimeout(task, 0);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const { load, asked } = importer();
    loadIslands(document, load);
    await flush();
    expect(asked).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['/assets/checker.js']);
    delete (document as { readyState?: string }).readyState;
  });

  it('replays to the hydrated island alone the last click it would have handled: a type=button button in it', async () => {
    document.body.innerHTML = island('booking', '/assets/booking.js');
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const button = element.querySelector('button')!;
    const clicks: boolean[] = [];
    const elsewhere: boolean[] = [];
    button.addEventListener('click', () => clicks.push(element.hasAttribute('data-hydrated')));
    document.addEventListener('click', (event) => elsewhere.push(event.isTrusted));
    const { load, arrive } = importer();
    loadIslands(document, load);
    button.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([false]);
    await arrive();
    expect(clicks).toEqual([false, true]);
    // The page's own click handlers (analytics) saw the visitor's click once.
    expect(elsewhere).toHaveLength(1);
  });

  it('replays a click on a link the island acts on (data-island-links), without following it again', async () => {
    document.body.innerHTML = `<a href="#capture" data-resource="Swipe File">Download</a><section id="capture">${island('email-capture', '/assets/email-capture.js', ' data-island-links="a[data-resource]"')}</section>`;
    const link = document.querySelector('a')!;
    const clicks: Event[] = [];
    const { load, arrive } = importer();
    loadIslands(document, load);
    link.addEventListener('click', (event) => clicks.push(event));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(load).toHaveBeenCalledWith('/assets/email-capture.js');
    expect(clicks[0]!.defaultPrevented).toBe(false);
    await arrive();
    expect(clicks).toHaveLength(2);
    expect(clicks[1]!.defaultPrevented).toBe(true);
  });

  it('keeps the server HTML when the code cannot load, and tries again on the next contact', async () => {
    document.body.innerHTML = island('lead-form', '/assets/lead-form.js');
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ hydrate: async (el: HTMLElement) => el.setAttribute('data-hydrated', '') });
    loadIslands(document, load);
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(element.hasAttribute('data-hydrated')).toBe(false);
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(element.hasAttribute('data-hydrated')).toBe(true);
  });
});
