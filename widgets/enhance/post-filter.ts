/**
 * Blog category chips: every post is in the HTML (all show without JavaScript); a chip
 * hides the cards of other categories and announces the count to screen readers.
 */
export function enhancePostFilter(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-enhance~="post-filter"]')) {
    const chips = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
    const cards = [...root.querySelectorAll<HTMLElement>('[data-category]')];
    const status = root.querySelector<HTMLElement>('[data-filter-status]');
    const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
    root.addEventListener('click', (event) => {
      const chip = (event.target as Element).closest<HTMLButtonElement>('button[data-filter]');
      if (!chip) return;
      const category = chip.dataset.filter ?? '';
      for (const c of chips) c.setAttribute('aria-pressed', String(c === chip));
      let shown = 0;
      for (const card of cards) {
        card.hidden = category !== '' && card.dataset.category !== category;
        if (!card.hidden) shown += 1;
      }
      if (empty) empty.hidden = shown > 0;
      if (status) {
        const label = category || 'all categories';
        status.textContent = `Showing ${shown} ${shown === 1 ? 'post' : 'posts'} in ${label}`;
      }
    });
  }
}
