/**
 * The small-screen menu is an empty <details> whose [open] state shows the nav with CSS
 * (works without JavaScript). Here: close it when a link is chosen, on Escape, and when
 * the page comes back from the back-forward cache.
 */
export function enhanceMobileMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLDetailsElement>('[data-nav-toggle]');
  const nav = doc.getElementById('site-nav');
  if (!toggle || !nav) return;
  const summary = toggle.querySelector('summary');
  const sync = () => summary?.setAttribute('aria-expanded', String(toggle.open));
  toggle.addEventListener('toggle', sync);
  sync();
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) toggle.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.open) {
      toggle.open = false;
      summary?.focus();
    }
  });
  doc.defaultView?.addEventListener('pageshow', () => {
    toggle.open = false;
  });
}
