import type { Page } from '@playwright/test';

/**
 * Nothing fixed covers what a visitor needs: on every route, at a phone's and a laptop's size,
 * with the cookie banner answered and with it shown, the page is scrolled through in steps of
 * its visible height and, at each step, no fixed or sticky element (the quick actions, the toast
 * region when it shows, a sticky sidebar) covers a link, a control, or the text of main (p, li,
 * h1-h3) inside the visible area.
 *
 * - An opaque bar spanning the viewport's width at its top or bottom edge (the sticky header on
 *   phones, the quick-actions bar) bounds the visible area instead: what scrolls beneath it is out of view,
 *   as above the viewport. But nothing may be beneath a top bar at the top of the page, or beneath
 *   a bottom bar at its end, where scrolling cannot bring it out.
 * - The cookie banner is a dialog the visitor answers: it may cover the page while it shows, but
 *   nothing fixed may share a spot with its own buttons and links, not even a bar (the banner
 *   does not scroll).
 * - A sticky element (a sidebar that follows the reader) covers only what it is painted over.
 */

/** Runs in the page: scrolls through it and lists what covers what. */
export async function coverage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const doc = document.documentElement;
    type Box = { top: number; right: number; bottom: number; left: number };
    const meet = (a: Box, b: Box): Box => ({
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
      left: Math.max(a.left, b.left),
    });
    // More than a hairline each way: borders that touch and anti-aliased edges do not count.
    const solid = (b: Box) => b.right - b.left > 1 && b.bottom - b.top > 1;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
    };
    const shown = (el: Element) => getComputedStyle(el).visibility === 'visible';

    const positioned = [...document.body.querySelectorAll('*')].filter((el) =>
      ['fixed', 'sticky'].includes(getComputedStyle(el).position),
    );
    // The banner is excluded as a coverer (see above); an element inside a fixed one moves with it.
    const coverers = positioned.filter(
      (el) => !el.closest('#cookie-consent') && !positioned.some((other) => other !== el && other.contains(el)),
    );
    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"]), main p, main li, main h1, main h2, main h3',
      ),
    ];
    // What clips each target: ancestors that do not let overflow show (scroll regions, carousels).
    const clippers = new Map(
      targets.map((el) => {
        const list: Element[] = [];
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') list.push(up);
        }
        return [el, list];
      }),
    );
    const visibleBox = (el: Element): Box | undefined => {
      let box: Box = el.getBoundingClientRect();
      for (const clip of clippers.get(el) ?? []) box = meet(box, clip.getBoundingClientRect());
      return solid(box) && shown(el) ? box : undefined;
    };

    // A sticky element is part of the page: it covers what it is painted over (not, say, the
    // banner's buttons it passes beneath). A fixed one may not share a spot with a target at all:
    // above it, it hides the target; beneath it, it is hidden itself.
    const paintsOver = (cover: Element, target: Element, at: Box) => {
      const stack = document.elementsFromPoint((at.left + at.right) / 2, (at.top + at.bottom) / 2);
      const c = stack.findIndex((e) => cover.contains(e));
      const t = stack.findIndex((e) => target.contains(e));
      return c !== -1 && (t === -1 || c < t);
    };

    // A bar hides what passes beneath it only if it is opaque (nearly: the header's 0.96 white).
    const opaque = new Set(
      coverers.filter((el) => {
        const color = getComputedStyle(el).backgroundColor; // rgb(r, g, b) or rgba(r, g, b, a)
        return color.startsWith('rgb(') || Number(/,\s*([\d.]+)\)$/.exec(color)?.[1]) >= 0.9;
      }),
    );
    // Targets on something fixed (the banner's buttons) cannot be scrolled clear of anything.
    const pinned = new Set(
      targets.filter((el) => positioned.some((p) => p.contains(el) && getComputedStyle(p).position === 'fixed')),
    );

    const problems = new Set<string>();
    for (let y = 0, last = false; !last;) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // The page's scroll listeners (the quick actions, the back-to-top button) run now, as the
      // next frame's scroll event would run them: waiting for that frame (Chromium paces them at
      // 60 a second) was most of this walk's time.
      window.dispatchEvent(new Event('scroll'));
      const max = doc.scrollHeight - window.innerHeight;
      last = window.scrollY >= max - 1;
      const viewport: Box = { top: 0, left: 0, right: doc.clientWidth, bottom: window.innerHeight };
      const boxes = coverers.flatMap((el) => {
        const box = el.getBoundingClientRect();
        return solid(box) && shown(el) ? [{ el, box }] : [];
      });
      const isBar = ({ el, box: b }: { el: Element; box: Box }) =>
        b.left <= 0 && b.right >= viewport.right && (b.top <= 0 || b.bottom >= viewport.bottom) && opaque.has(el);
      const topBars = boxes.filter((c) => isBar(c) && c.box.top <= 0);
      const bottomBars = boxes.filter((c) => isBar(c) && c.box.top > 0);
      const visible: Box = {
        ...viewport,
        top: Math.max(0, ...topBars.map(({ box }) => box.bottom)),
        bottom: Math.min(viewport.bottom, ...bottomBars.map(({ box }) => box.top)),
      };
      const checks = [
        ...boxes.filter((c) => !isBar(c)).map((c) => ({ ...c, area: visible })),
        ...(window.scrollY <= 0 ? topBars.map((c) => ({ ...c, area: viewport })) : []),
        ...(last ? bottomBars.map((c) => ({ ...c, area: viewport })) : []),
      ];
      const pinnedChecks = boxes.map((c) => ({ ...c, area: viewport }));
      for (const target of targets) {
        const against = pinned.has(target) ? pinnedChecks : checks;
        // Cheap first: most targets meet no cover at all (their clipping and style are read only if one does).
        const rect = target.getBoundingClientRect();
        if (!against.some(({ box: cover, area }) => solid(meet(meet(rect, area), cover)))) continue;
        const box = visibleBox(target);
        if (!box) continue;
        for (const { el, box: cover, area } of against) {
          if (el.contains(target) || target.contains(el)) continue;
          const overlap = meet(meet(box, area), cover);
          if (solid(overlap) && (getComputedStyle(el).position === 'fixed' || paintsOver(el, target, overlap)))
            problems.add(`${describe(el)} covers ${describe(target)} at scrollY ${Math.round(window.scrollY)}`);
        }
      }
      y = Math.round(window.scrollY + Math.max(visible.bottom - visible.top, 100));
    }
    return [...problems];
  });
}
