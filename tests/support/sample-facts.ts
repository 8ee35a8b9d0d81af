import type { FactsData } from '../../templates/model/facts/facts';
import type { FactsData as HomesData } from '../../cli/kit/facts';

/** A small, made-up set of facts for tests of the reference machinery (not the site's content). */
export const SAMPLE_FACTS: FactsData = {
  people: [
    { id: 'founder', name: 'Ana Fixture', role: 'Founder', company: 'Fixture Co' },
    { id: 'priya-raman', name: 'Dr. Priya Raman', role: 'Owner', company: 'Bow Valley Dental' },
  ],
  offers: {
    currency: 'USD',
    catalog: [
      {
        id: 'infrastructure-audit',
        name: 'Infrastructure Audit',
        description: 'A review.',
        price: 999,
        originalPrice: 3000,
        period: 'one-time',
        includes: ['A review'],
      },
      {
        id: 'managed-devops',
        name: 'Managed DevOps',
        description: 'Ops.',
        price: 1999,
        originalPrice: 5000,
        period: 'month',
        includes: ['Ops'],
      },
      {
        id: 'custom-work',
        name: 'Custom Work',
        description: 'Scoped.',
        price: 'quote',
        period: 'one-time',
        includes: ['Scope'],
      },
    ],
  },
  company: {
    founded: 2019,
    terms: [{ id: 'guarantee-window', text: 'within 30 days of your first payment', words: ['money-back', 'refund'] }],
    facts: [
      { id: 'years-experience', value: 8, suffix: '+', label: 'years of experience' },
      { id: 'cloud-cost-cut', value: [40, 60], suffix: '%', label: 'typical cloud cost cut' },
      { id: 'client-revenue', value: 2.1, prefix: '$', suffix: 'M+', label: 'revenue generated for clients' },
    ],
  },
};

/** The same facts as the engine holds them: each home's data set by the kind of fact it holds. */
export const homesOf = (facts: FactsData): HomesData => ({
  person: facts.people,
  offer: facts.offers,
  fact: facts.company,
});

/** SAMPLE_FACTS as the engine holds them (a build's Markdown settings carry them so). */
export const SAMPLE_HOMES = homesOf(SAMPLE_FACTS);
