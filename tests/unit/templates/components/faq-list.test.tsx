import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FaqList, type FaqPageQuestion } from '../../../../templates/components/FaqList';
import { answerParagraphs, faqStructuredData } from '../../../../templates/components/faq-structured-data';
import type { FaqEntry } from '../../../../templates/model/section-schemas';
import type { ServiceDetailData } from '../../../../templates/model/offers/service-detail-schema';
import { frontMatter } from '../../../support/content-copy';
import { parseHtml } from '../../../support/html';

const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
/** What a screen reader names a summary by: its text, without what is hidden from it. */
const accessibleText = (summary: Element) => {
  const copy = summary.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
};

let questions: FaqEntry[];
beforeAll(async () => {
  const data = await frontMatter<ServiceDetailData>('/services/devops');
  questions = data.faq!.items;
});

describe('FaqList on a page section', () => {
  it('shows each question as a closed <details> named by the question alone, its answer in the HTML', () => {
    const doc = render(<FaqList items={questions} />);
    const items = [...doc.querySelectorAll('.faq-list > details.faq-list__item')];
    expect(items).toHaveLength(questions.length);
    items.forEach((item, i) => {
      expect(item.hasAttribute('open')).toBe(false);
      expect(accessibleText(item.querySelector(':scope > summary')!)).toBe(questions[i]!.question);
      const paragraphs = [...item.querySelectorAll(':scope > .faq-list__answer > p')].map((p) => p.textContent);
      expect(paragraphs).toEqual(answerParagraphs(questions[i]!.answer));
    });
  });

  it('adds no headings: the questions sit under the heading of their section', () => {
    const doc = render(<FaqList items={questions} />);
    expect(doc.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(doc.querySelector('.faq-list')!.className).toBe('faq-list');
  });

  it("writes an answer's paragraphs, split at blank lines, as paragraphs", () => {
    const answer = `${questions[0]!.answer}\n\n${questions[1]!.answer}`;
    const doc = render(<FaqList items={[{ question: questions[0]!.question, answer }]} />);
    expect([...doc.querySelectorAll('.faq-list__answer p')].map((p) => p.textContent)).toEqual(
      answerParagraphs(answer),
    );
  });

  it('names in its FAQPage structured data the questions it shows', () => {
    const doc = render(<FaqList items={questions} />);
    const data = faqStructuredData(questions, 'https://example.com/services/devops') as {
      mainEntity: { name: string }[];
    };
    expect(data.mainEntity.map((q) => q.name)).toEqual([...doc.querySelectorAll('summary')].map(accessibleText));
  });
});

describe('FaqList as the FAQ page', () => {
  const pageQuestions: FaqPageQuestion[] = [
    {
      id: 'first',
      question: 'First?',
      answerHtml: '<p>One <strong>bold</strong>.</p><ul><li>Item</li></ul>',
      icon: 'dollar',
      category: { value: 'pricing', label: 'Pricing' },
    },
    {
      id: 'second',
      question: 'Second?',
      answerHtml: '<p>Two.</p>',
      icon: 'clock',
      category: { value: 'process', label: 'Process' },
    },
  ];

  it('makes each question a heading of the page, linkable by its id and filtered by its category', () => {
    const doc = render(<FaqList variant="page" items={pageQuestions} />);
    expect(doc.querySelector('.faq-list')!.className).toBe('faq-list faq-list--page');
    const items = [...doc.querySelectorAll('details.faq-list__item')];
    expect(items.map((d) => [d.id, d.getAttribute('data-category')])).toEqual([
      ['first', 'pricing'],
      ['second', 'process'],
    ]);
    expect(items.map((d) => d.querySelectorAll('summary > h2').length)).toEqual([1, 1]);
    expect(items.map((d) => text(d.querySelector('summary > h2')))).toEqual(['First?', 'Second?']);
    expect(items.map((d) => text(d.querySelector('.faq-list__category')))).toEqual(['Pricing', 'Process']);
    expect(items.every((d) => d.querySelector('.faq-list__icon svg[aria-hidden="true"]'))).toBe(true);
  });

  it('keeps the rendered Markdown of each answer', () => {
    const doc = render(<FaqList variant="page" items={pageQuestions} />);
    const answer = doc.querySelector('#first .faq-list__answer')!;
    expect(answer.classList.contains('prose')).toBe(true);
    expect(answer.querySelector('strong')?.textContent).toBe('bold');
    expect(answer.querySelector('ul li')?.textContent).toBe('Item');
  });
});
