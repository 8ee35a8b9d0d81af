/** Spec document 1, 2.14: shown once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

/** The back-to-top button: hidden until past the threshold, then scrolls smoothly to the top. */
export function enhanceBackToTop(doc: Document): void {
  const button = doc.querySelector<HTMLElement>('[data-back-to-top]');
  const win = doc.defaultView;
  if (!button || !win) return;
  const update = () => {
    button.hidden = win.scrollY <= BACK_TO_TOP_THRESHOLD;
  };
  win.addEventListener('scroll', update, { passive: true });
  update();
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    win.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    doc.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
}
