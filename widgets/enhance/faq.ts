import { track } from '../analytics/gtag';
import { ALL_QUESTIONS, filterStatus, showsUnder } from './faq-filter';

/**
 * The FAQ page. Every answer is a <details>, so it reads and
 * opens without JavaScript and several can be open at once. This adds: the category filter
 * (buttons with aria-pressed, the count announced), faq_interaction 'expand' with the item id
 * when one opens, the call-to-action events tagged faq_page, and opening the item the URL's
 * #id names.
 */
export function enhanceFaq(doc: Document): void {
  const win = doc.defaultView;
  for (const root of doc.querySelectorAll<HTMLElement>('[data-enhance~="faq"]')) {
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-faq-filter]')];
    const items = [...root.querySelectorAll<HTMLDetailsElement>('details[data-category]')];
    const status = root.querySelector<HTMLElement>('[data-faq-status]');
    const choose = (button: HTMLButtonElement) => {
      const filter = button.dataset.faqFilter ?? ALL_QUESTIONS;
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
      let shown = 0;
      for (const item of items) {
        item.hidden = !showsUnder(filter, item.dataset.category ?? '');
        if (!item.hidden) shown += 1;
      }
      if (status) status.textContent = filterStatus(shown, button.dataset.faqLabel ?? button.textContent ?? '');
    };
    root.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-faq-filter]');
      if (button) choose(button);
      const cta = (event.target as Element).closest<HTMLElement>('[data-faq-cta]');
      if (cta) {
        const value = cta.dataset.faqCta;
        track('cta_click', {
          event_category: 'faq_page',
          event_label: value,
          cta: value,
          page_path: win?.location.pathname,
          transport_type: 'beacon',
        });
      }
    });
    // toggle does not bubble: listen in the capture phase.
    root.addEventListener(
      'toggle',
      (event) => {
        const item = event.target as HTMLDetailsElement;
        if (item.matches('details[data-category]') && item.open)
          track('faq_interaction', { action: 'expand', item_id: item.id });
      },
      true,
    );
    const openFromHash = () => {
      const id = decodeHash(win?.location.hash ?? '');
      const item = items.find((i) => i.id === id);
      if (!item) return;
      if (item.hidden) {
        const all = buttons.find((b) => (b.dataset.faqFilter ?? '') === ALL_QUESTIONS);
        if (all) choose(all);
      }
      item.open = true;
    };
    openFromHash();
    win?.addEventListener('hashchange', openFromHash);
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
