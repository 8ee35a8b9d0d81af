import { beforeAll, describe, expect, it } from 'vitest';
import { checkFaqBody, faqTemplate } from '../../../../templates/pages/Faq';
import { filterStatus } from '../../../../widgets/enhance/faq-filter';
import { type RenderedRoute, renderRoute, realSite } from '../../../support/render-route';

let faq: RenderedRoute;
beforeAll(async () => {
  faq = renderRoute(await realSite(), '/faq');
});
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

const IDS = [
  'cost-savings',
  'why-choose-us',
  'timeline',
  'guaranteed-results',
  'pricing-value',
  'hosting-infrastructure',
  'mobile-optimization',
  'seo-traffic',
  'devops-services',
  'support-process',
  'getting-started',
];

describe('FAQ page', () => {
  it('has the eleven questions with the required ids, each a closed <details> with its category', () => {
    const items = [...faq.doc.querySelectorAll('details.faq-list__item')];
    expect(items.map((d) => d.id)).toEqual(IDS);
    for (const item of items) {
      expect(item.hasAttribute('open')).toBe(false);
      expect(['pricing', 'credibility', 'process', 'technical', 'growth']).toContain(
        item.getAttribute('data-category'),
      );
      expect(text(item.querySelector('summary h2'))).toMatch(/\?$/);
    }
    expect(new Set(items.map((d) => d.getAttribute('data-category')))).toEqual(
      new Set(['pricing', 'credibility', 'process', 'technical', 'growth']),
    );
  });

  it('renders answers with paragraphs, bullets and bold headings', () => {
    for (const item of faq.doc.querySelectorAll('details.faq-list__item')) {
      const answer = item.querySelector('.faq-list__answer')!;
      expect(answer.querySelector('p'), item.id).not.toBeNull();
      expect(answer.querySelector('ul li, ol li'), item.id).not.toBeNull();
      expect(answer.querySelector('strong'), item.id).not.toBeNull();
    }
  });

  it('has the required filter buttons, All Questions pressed, and a live count', () => {
    const { filters } = faqTemplate.schema.parse(faq.data);
    const buttons = [...faq.doc.querySelectorAll('button[data-faq-filter]')];
    expect(buttons.map((b) => [text(b), b.getAttribute('data-faq-filter'), b.getAttribute('aria-pressed')])).toEqual([
      [filters.all, '', 'true'],
      ...(['pricing', 'credibility', 'technical', 'process', 'growth'] as const).map((category) => [
        filters[category],
        category,
        'false',
      ]),
    ]);
    const status = faq.doc.querySelector('[data-faq-status]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The template names the unfiltered view 'all categories' in the count.
    expect(text(status)).toBe(filterStatus(IDS.length, 'all categories'));
    expect(faq.doc.querySelector('[data-enhance="faq"]')).not.toBeNull();
  });

  it('closes with Get Free Website Audit and Schedule Consultation, tagged for their events', () => {
    const { cta } = faqTemplate.schema.parse(faq.data);
    const ctas = [...faq.doc.querySelectorAll('[data-faq-cta]')].map((a) => [
      text(a),
      a.getAttribute('href'),
      a.getAttribute('data-faq-cta'),
    ]);
    expect(ctas).toEqual([
      [cta.audit.label, '/website-checker', 'free_audit'],
      [cta.consultation.label, '/contact', 'schedule_consultation'],
    ]);
  });

  it('describes the questions as FAQPage JSON-LD', () => {
    const [data] = faq.head.structuredData as [
      { '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(11);
    // The questions and answers the page shows, in its order.
    const first = faq.doc.querySelector('details.faq-list__item')!;
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: text(first.querySelector('summary h2')) });
    expect(data.mainEntity[0]!.acceptedAnswer.text.replace(/\s+/g, ' ')).toContain(
      text(first.querySelector('.faq-list__answer p'))!.slice(0, 60),
    );
    expect(data.mainEntity.every((q) => !/<|&amp;/.test(q.acceptedAnswer.text))).toBe(true);
  });
});

describe('FAQ body checks', () => {
  it('reports questions without an answer and answers without a question', () => {
    const data = faqTemplate.schema.parse(faq.data);
    expect(
      checkFaqBody(
        data,
        IDS.map((id) => ({ depth: 2, id, text: id })),
      ),
    ).toEqual([]);
    const problems = checkFaqBody(
      data,
      [...IDS.slice(1), 'extra'].map((id) => ({ depth: 2, id, text: id })),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'question cost-savings has no answer',
      'the section #extra is not in `questions`',
    ]);
  });
});
