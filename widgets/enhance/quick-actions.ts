/** The back-to-top button shows once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * The quick actions (the chat link and back-to-top, templates/styles/footer.css): below 1280 px
 * they show (data-shown) only while the first screen's main call to action is out of view and the
 * visitor has just scrolled up, so a reader going down the page never has text beneath them (and
 * never while a form field has focus: footer.css). The back-to-top button: hidden until past the threshold.
 */
export function enhanceQuickActions(doc: Document): void {
  const win = doc.defaultView;
  const bar = doc.querySelector<HTMLElement>('.floating-actions');
  if (!win || !bar) return;
  const top = bar.querySelector<HTMLElement>('[data-back-to-top]');
  // The first screen's main call to action: the first primary button in main that starts in view.
  const cta = [...doc.querySelectorAll('main :is(.button--primary, .button--accent)')].find(
    (el) => el.getBoundingClientRect().top < win.innerHeight,
  );
  let lastY = win.scrollY;
  let up = false;
  const update = () => {
    const y = win.scrollY;
    if (y !== lastY) [up, lastY] = [y < lastY, y];
    if (top) top.hidden = y <= BACK_TO_TOP_THRESHOLD;
    const box = cta?.getBoundingClientRect();
    const ctaInView = box !== undefined && box.bottom > 0 && box.top < win.innerHeight;
    bar.toggleAttribute('data-shown', up && y > 0 && !ctaInView);
  };
  win.addEventListener('scroll', update, { passive: true });
  update();
  // The link's #top scrolls to the top (smoothly, unless the visitor asks for less motion: base.css);
  // the keyboard then goes on from the top of the page too.
  top?.addEventListener('click', () => doc.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true }));
}
