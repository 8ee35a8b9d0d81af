import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { checkPricedOffers } from '../../../../../../cli/pipeline/content/relations/priced-offers';
import { lineOf, relationSite, type PageText } from '../../../../../support/relation-site';

const OFFERS = `catalog:
  - { id: starter, name: Starter, price: 2999, period: one-time, includes: [5 pages] }
  - { id: kubernetes, name: Kubernetes, price: 4999, period: one-time, includes: [A cluster] }
  - { id: audit, name: Audit, price: 999, period: one-time, includes: [A review] }
  - { id: free, name: Free, price: 0, period: one-time, includes: [A look] }
services: []
websitePackages:
  - { offer: starter }
devopsPlans:
  - { offer: audit }
`;
const home: PageText = {
  file: 'content/pages/index.md',
  template: 'home',
  route: '/',
  yaml: `services:
  cards:
    - { offer: starter }
    - { offer: kubernetes }
    - { offer: free }
  lead: "Audits from :price[audit]."
`,
};
const websitePricing: PageText = {
  file: 'content/pages/website-pricing.md',
  template: 'pricing',
  yaml: 'sections:\n  - { type: website-packages }\n',
};
const check = (pages: PageText[]) => checkPricedOffers(relationSite({ offers: OFFERS }, pages)).map(formatProblem);

describe('an offer shown with a price is on a pricing page or has its own page', () => {
  it("fail where a price is shown for an offer no pricing page lists, naming the offer's price line", () => {
    expect(check([home, websitePricing])).toEqual([
      expect.stringContaining(
        `content/pages/index.md:${lineOf(home.yaml, 'offer: kubernetes', 1)} services.cards[1].offer: / shows kubernetes with its price (content/data/offers.yaml:${lineOf(OFFERS, 'id: kubernetes')}), but no pricing page lists it`,
      ),
      expect.stringContaining(
        `content/pages/index.md:${lineOf(home.yaml, 'lead:', 1)} services.lead: / shows audit with its price`,
      ),
    ]);
  });

  it('pass when a pricing page lists it (in a group it shows, or by id) or it has a page of its own', () => {
    const devopsPricing: PageText = {
      file: 'content/pages/devops-pricing.md',
      template: 'pricing',
      yaml: 'sections:\n  - { type: devops-plans }\n',
    };
    const kubernetes: PageText = {
      file: 'content/pages/kubernetes.md',
      template: 'service-detail',
      yaml: 'offer: kubernetes\n',
    };
    expect(check([home, websitePricing, devopsPricing, kubernetes])).toEqual([]);
  });
});
