// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceFaq } from '../../../../widgets/enhance/faq';

const QUESTIONS = [
  ['cost-savings', 'pricing'],
  ['why-choose-us', 'credibility'],
  ['timeline', 'process'],
  ['pricing-value', 'pricing'],
];

function faqMarkup(): string {
  const buttons = [
    ['', 'All Questions', 'all categories'],
    ['pricing', 'Pricing', 'Pricing'],
    ['credibility', 'About Us', 'About Us'],
    ['growth', 'Growth', 'Growth'],
  ]
    .map(
      ([value, label, status]) =>
        `<button type="button" data-faq-filter="${value}" data-faq-label="${status}" aria-pressed="${value === ''}">${label}</button>`,
    )
    .join('');
  const items = QUESTIONS.map(
    ([id, category]) =>
      `<details id="${id}" data-category="${category}"><summary>${id}</summary><p>Answer</p></details>`,
  ).join('');
  return `<div data-enhance="faq">${buttons}<p data-faq-status>Showing 4 questions in all categories</p>${items}
    <a href="#audit" data-faq-cta="free_audit">Get Free Website Audit</a><a href="#consult" data-faq-cta="schedule_consultation">Schedule Consultation</a></div>`;
}

const events: unknown[][] = [];
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === label)!;
const visible = () =>
  [...document.querySelectorAll<HTMLDetailsElement>('details')].filter((d) => !d.hidden).map((d) => d.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  events.length = 0;
  window.gtag = (...args: unknown[]) => events.push(args);
  window.location.hash = '';
  document.body.innerHTML = faqMarkup();
});
afterEach(() => {
  delete window.gtag;
});

describe('FAQ category filter', () => {
  beforeEach(() => enhanceFaq(document));

  it('shows only the chosen category, presses its button and announces the count', () => {
    button('Pricing').click();
    expect(visible()).toEqual(['cost-savings', 'pricing-value']);
    expect(button('Pricing').getAttribute('aria-pressed')).toBe('true');
    expect(button('All Questions').getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[data-faq-status]')!.textContent).toBe('Showing 2 questions in Pricing');
  });

  it('shows nothing for an empty category and everything again for All Questions', () => {
    button('Growth').click();
    expect(visible()).toEqual([]);
    expect(document.querySelector('[data-faq-status]')!.textContent).toBe('Showing 0 questions in Growth');
    button('All Questions').click();
    expect(visible()).toEqual(['cost-savings', 'why-choose-us', 'timeline', 'pricing-value']);
    expect(document.querySelector('[data-faq-status]')!.textContent).toBe('Showing 4 questions in all categories');
  });
});

describe('FAQ events', () => {
  beforeEach(() => enhanceFaq(document));

  it('sends faq_interaction expand with the item id when an item opens, not when it closes', async () => {
    const item = document.querySelector<HTMLDetailsElement>('#timeline')!;
    item.open = true;
    await settle();
    item.open = false;
    await settle();
    expect(events).toEqual([['event', 'faq_interaction', { action: 'expand', item_id: 'timeline' }]]);
  });

  it('tags the call-to-action clicks faq_page with free_audit or schedule_consultation', () => {
    document.querySelector<HTMLElement>('[data-faq-cta="free_audit"]')!.click();
    document.querySelector<HTMLElement>('[data-faq-cta="schedule_consultation"]')!.click();
    expect(
      events.map((e) => [
        e[1],
        (e[2] as Record<string, unknown>).event_category,
        (e[2] as Record<string, unknown>).event_label,
      ]),
    ).toEqual([
      ['cta_click', 'faq_page', 'free_audit'],
      ['cta_click', 'faq_page', 'schedule_consultation'],
    ]);
  });

  it('sends nothing before consent (no gtag)', async () => {
    delete window.gtag;
    document.querySelector<HTMLDetailsElement>('#timeline')!.open = true;
    await settle();
    expect(events).toEqual([]);
  });
});

describe('FAQ links', () => {
  it('opens the item the URL names, showing all categories if it was filtered out', () => {
    window.location.hash = '#pricing-value';
    enhanceFaq(document);
    expect(document.querySelector<HTMLDetailsElement>('#pricing-value')!.open).toBe(true);
    expect(document.querySelector<HTMLDetailsElement>('#cost-savings')!.open).toBe(false);
  });

  it('opens an item on a later #id change', async () => {
    enhanceFaq(document);
    button('Growth').click();
    window.location.hash = '#why-choose-us';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    const item = document.querySelector<HTMLDetailsElement>('#why-choose-us')!;
    expect(item.open).toBe(true);
    expect(item.hidden).toBe(false);
    expect(button('All Questions').getAttribute('aria-pressed')).toBe('true');
  });
});
