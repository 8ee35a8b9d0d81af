import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { checkCaseResults } from '../../../../../../cli/pipeline/content/relations/case-results';
import { lineOf, relationSite, type PageText } from '../../../../../support/relation-site';

const PEOPLE = `- { id: priya, name: Priya, role: Owner, company: Bow Valley Dental }
- { id: mike, name: Mike, role: Owner, company: Ridgeline Roofing }
`;
/** Two portfolio cases, each one YAML line. */
const PORTFOLIO = `- { id: bow, metrics: { conversion: "+212%", traffic: "+145%" }, results: [Bookings up from 31 to 97], testimonial: { person: priya } }
- { id: ridge, metrics: { conversion: "+185%", traffic: "+230%" }, results: [64 requests], testimonial: { person: mike } }
`;
const check = (pages: PageText[]) =>
  checkCaseResults(relationSite({ people: PEOPLE, portfolio: PORTFOLIO }, pages)).map(formatProblem);

const guide = (client: string, result: string): PageText => ({
  file: 'content/pages/guide.md',
  template: 'guide',
  yaml: `results:\n  items:\n    - client: ${client}\n      results:\n        - ${result}\n`,
});
const labels = (file: string, conversion: string): PageText => ({
  file,
  template: 'home',
  yaml: `portfolio:\n  metricLabels:\n    conversion: ${conversion}\n    traffic: Organic traffic\n`,
});

describe('each case-study result belongs to one client', () => {
  it("pass for a client's own figures, and another client's different ones", () => {
    expect(
      check([guide('Bow Valley Dental', 'Bookings up 212% in four months'), guide('Beltline', 'Leads up 340%')]),
    ).toEqual([]);
  });

  it("fail where another client is given a portfolio case's figure, naming the case's line", () => {
    const page = guide('Foothills Family Dental', 'New-patient bookings up 212% in four months');
    expect(check([page])).toEqual([
      expect.stringContaining(
        `content/pages/guide.md:${lineOf(page.yaml, '- New-patient', 1)} results.items[0].results[0]: 212% is stated as Foothills Family Dental's result, and as Bow Valley Dental's (content/data/portfolio.yaml:${lineOf(PORTFOLIO, 'id: bow')})`,
      ),
    ]);
  });
});

describe('each result has one label', () => {
  it('pass when every page gives a metric the same words', () => {
    expect(
      check([labels('content/pages/index.md', 'Conversions'), labels('content/pages/portfolio.md', 'Conversions')]),
    ).toEqual([]);
  });

  it("fail at the second page's label, naming the first page's line", () => {
    const home = labels('content/pages/index.md', 'Conversion rate');
    const portfolio = labels('content/pages/portfolio.md', 'Conversions');
    expect(check([home, portfolio])).toEqual([
      expect.stringContaining(
        `content/pages/portfolio.md:${lineOf(portfolio.yaml, 'conversion:', 1)} portfolio.metricLabels.conversion: labels the metric conversion "Conversions", where content/pages/index.md:${lineOf(home.yaml, 'conversion:', 1)} labels it "Conversion rate"`,
      ),
    ]);
  });
});
