import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { checkFactSeries } from '../../../../../../cli/pipeline/content/relations/fact-series';
import { lineOf, relationSite, type PageText } from '../../../../../support/relation-site';

const PORTFOLIO = `- { id: bow, metrics: { conversion: "+212%" } }
- { id: ridge, metrics: { conversion: "+185%" } }
- { id: larch, metrics: { conversion: "+96%" } }
`;
const company = (...facts: string[]) => `founded: 2019\nfacts:\n${facts.map((f) => `  - ${f}`).join('\n')}\n`;
const provider = (slug: string, savings: string): PageText => ({
  file: `content/cloud/${slug}.yaml`,
  template: 'cloud-guide',
  collection: 'cloud',
  yaml: `slug: ${slug}\nheroStats:\n  savings: ${savings}\n`,
});
const check = (text: string, pages: PageText[] = []) =>
  checkFactSeries(relationSite({ company: text, portfolio: PORTFOLIO }, pages)).map(formatProblem);

describe('a stated average is computed from the cases it summarises', () => {
  it('pass when its value is their mean, rounded as it is written (212, 185, 96 -> 164)', () => {
    expect(
      check(
        company('{ id: lift, value: 164, suffix: "%", label: average increase, average: { of: case-conversion } }'),
      ),
    ).toEqual([]);
  });

  it('fail at its value, naming each case and its line', () => {
    const text = company(
      '{ id: lift, value: 300, suffix: "%", label: average increase, average: { of: case-conversion } }',
    );
    expect(check(text)).toEqual([
      expect.stringContaining(
        `content/data/company.yaml:${lineOf(text, 'id: lift')} facts[0].value: lift states 300%, but the 3 cases it averages come to 164%: 212% (content/data/portfolio.yaml:${lineOf(PORTFOLIO, 'id: bow')}), 185% (content/data/portfolio.yaml:${lineOf(PORTFOLIO, 'id: ridge')}), 96% (content/data/portfolio.yaml:${lineOf(PORTFOLIO, 'id: larch')})`,
      ),
    ]);
  });

  it('or says what it averages, in its label', () => {
    const said =
      '{ id: rating, value: 4.9, suffix: "/5", label: average rating across all reviews, average: { over: all reviews } }';
    const unsaid =
      '{ id: lead, value: 312, suffix: "%", label: average lead increase, average: { over: for website clients } }';
    const bare = '{ id: rate, value: 12.5, suffix: "%", label: average conversion rate }';
    const text = company(said, unsaid, bare);
    expect(check(text)).toEqual([
      expect.stringContaining(
        `facts[1].average.over: lead's label ("average lead increase") does not say what it averages ("for website clients")`,
      ),
      expect.stringContaining(
        `content/data/company.yaml:${lineOf(text, 'id: rate')} facts[2].label: rate is labelled an average ("average conversion rate") but does not say what it averages`,
      ),
    ]);
  });

  it('name an unknown series with the nearest one', () => {
    expect(
      check(company('{ id: lift, value: 1, suffix: "%", label: lift, average: { of: case-conversions } }')),
    ).toEqual([
      expect.stringMatching(
        /facts\[0\]\.average\.of: "case-conversions" is not a series of figures\n\s+Did you mean case-conversion\?/,
      ),
    ]);
  });
});

describe('a site-wide range contains the per-provider figures under it', () => {
  const range = company(
    '{ id: savings, value: [40, 90], suffix: "%", label: savings across platforms, contains: provider-savings }',
  );

  it('pass when every provider figure is inside it', () => {
    expect(check(range, [provider('aws', '65%'), provider('hetzner', '84%')])).toEqual([]);
  });

  it("fail at the provider's figure outside it, naming the range's line", () => {
    const outside = provider('hetzner', '95%');
    expect(check(range, [provider('aws', '65%'), outside])).toEqual([
      expect.stringContaining(
        `content/cloud/hetzner.yaml:${lineOf(outside.yaml, 'savings:', 1)} heroStats.savings: 95% lies outside savings, 40-90% (content/data/company.yaml:${lineOf(range, 'id: savings')})`,
      ),
    ]);
  });
});
