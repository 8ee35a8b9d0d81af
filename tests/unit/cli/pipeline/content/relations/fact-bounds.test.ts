import { describe, expect, it } from 'vitest';
import { checkFactBounds } from '../../../../../../cli/pipeline/content/relations/fact-bounds';
import { formatProblem } from '../../../../../../cli/errors';
import { lineOf, relationSite } from '../../../../../support/relation-site';

const company = (reviews: string, cut: string, waste: string) => `founded: 2019
facts:
  - { id: clients, value: 47, suffix: "+", label: businesses helped }
  - { id: audits, value: 500, suffix: "+", label: websites audited }
  - { id: reviews, value: ${reviews} }
  - { id: cut, value: ${cut}, suffix: "%", label: typical cost cut, removes: waste }
  - { id: waste, value: ${waste}, suffix: "%", label: of spend wasted }
`;
const check = (text: string) => checkFactBounds(relationSite({ company: text })).map(formatProblem);

describe('counts bounded by other counts (atMost)', () => {
  it('pass when the count is no more than the facts it is counted among', () => {
    expect(
      check(company('127, suffix: "+", label: reviews, atMost: [clients, audits]', '[40, 60]', '[40, 70]')),
    ).toEqual([]);
  });

  it('fail at the count, naming the line of each fact it exceeds (more reviews than clients)', () => {
    const text = company('127, suffix: "+", label: reviews, atMost: [clients]', '[40, 60]', '[40, 70]');
    const [problem, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(problem).toContain(`content/data/company.yaml:${lineOf(text, 'id: reviews')} facts[2].value:`);
    expect(problem).toContain(
      `reviews counts 127+, more than clients (47+, content/data/company.yaml:${lineOf(text, 'id: clients')})`,
    );
    expect(problem).toMatch(/add to `atMost` what else was counted, and say so in its label/);
  });

  it('name an unknown fact with the nearest id', () => {
    const text = company('127, suffix: "+", label: reviews, atMost: [client]', '[40, 60]', '[40, 70]');
    expect(check(text)).toEqual([
      expect.stringMatching(/facts\[2\]\.atMost\[0\]: "client" is not a fact id\n\s+Did you mean clients\?/),
    ]);
  });
});

describe('a saving is not larger than the waste it removes (removes)', () => {
  it('fail at the saving when either end of its range is above the waste, naming the waste line', () => {
    const text = company('127, suffix: "+", label: reviews', '[40, 60]', '[30, 50]');
    expect(check(text)).toEqual([
      expect.stringContaining(
        `content/data/company.yaml:${lineOf(text, 'id: cut')} facts[3].value: cut saves 40-60%, more than the waste it removes: waste is 30-50% (content/data/company.yaml:${lineOf(text, 'id: waste')})`,
      ),
    ]);
  });

  it('refuse to compare a share with an amount', () => {
    const text = company('127, suffix: "+", label: reviews', '[40, 60]', '[40, 70], prefix: "$"').replace(
      'suffix: "%", label: of spend',
      'label: of spend',
    );
    expect(check(text)).toEqual([
      expect.stringContaining(
        `facts[3].removes: cut (40-60%) and waste ($40-70, content/data/company.yaml:${lineOf(text, 'id: waste')}) are not in the same unit`,
      ),
    ]);
  });
});
