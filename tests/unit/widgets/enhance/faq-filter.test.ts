import { describe, expect, it } from 'vitest';
import {
  ALL_QUESTIONS,
  FAQ_CATEGORIES,
  filterQuestions,
  filterStatus,
  showsUnder,
} from '../../../../widgets/enhance/faq-filter';

const ITEMS = [
  { id: 'cost-savings', category: 'pricing' },
  { id: 'why-choose-us', category: 'credibility' },
  { id: 'timeline', category: 'process' },
  { id: 'pricing-value', category: 'pricing' },
];

describe('FAQ filter', () => {
  it('has the required categories', () => {
    expect(FAQ_CATEGORIES).toEqual(['pricing', 'credibility', 'process', 'technical', 'growth']);
  });

  it('shows everything by default and only the chosen category otherwise', () => {
    expect(filterQuestions(ITEMS, ALL_QUESTIONS).map((i) => i.id)).toEqual([
      'cost-savings',
      'why-choose-us',
      'timeline',
      'pricing-value',
    ]);
    expect(filterQuestions(ITEMS, 'pricing').map((i) => i.id)).toEqual(['cost-savings', 'pricing-value']);
    expect(filterQuestions(ITEMS, 'growth')).toEqual([]);
    expect(showsUnder('credibility', 'pricing')).toBe(false);
  });

  it('says how many questions show', () => {
    expect(filterStatus(2, 'Pricing')).toBe('Showing 2 questions in Pricing');
    expect(filterStatus(1, 'Growth')).toBe('Showing 1 question in Growth');
    expect(filterStatus(0, 'Growth')).toBe('Showing 0 questions in Growth');
  });
});
