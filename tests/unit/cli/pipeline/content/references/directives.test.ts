import { describe, expect, it } from 'vitest';
import { resolveDirectiveText } from '../../../../../../cli/pipeline/content/references/directive-text';
import { createFacts } from '../../../../../../templates/model/facts/facts';
import { SAMPLE_FACTS } from '../../../../../support/sample-facts';

const facts = createFacts(SAMPLE_FACTS);
const resolve = (text: string) => resolveDirectiveText(text, facts);

describe('fact directives in front-matter and data text', () => {
  it('stand for an offer price, its saving, a field, a company fact and a person', () => {
    expect(resolve('Audits from :price[infrastructure-audit] (save :saving[infrastructure-audit]).').text).toBe(
      'Audits from $999 (save 67%).',
    );
    expect(
      resolve(
        ':offer[managed-devops] at :price[managed-devops]:offer[managed-devops]{field=period}, was :offer[managed-devops]{field=originalPrice}',
      ).text,
    ).toBe('Managed DevOps at $1,999/month, was $5,000/month');
    expect(resolve('Support, guaranteed: :term[guarantee-window], in :term[currency].').text).toBe(
      'Support, guaranteed: within 30 days of your first payment, in US dollars.',
    );
    expect(
      resolve(':fact[years-experience] years, :fact[cloud-cost-cut] off, :fact[client-revenue]{field=both}').text,
    ).toBe('8+ years, 40-60% off, $2.1M+ revenue generated for clients');
    expect(
      resolve(
        "Read :person[priya-raman]{field=firstName}'s words: :person[priya-raman], :person[priya-raman]{field=role}, :person[priya-raman]{field=company}",
      ).text,
    ).toBe("Read Priya's words: Dr. Priya Raman, Owner, Bow Valley Dental");
    expect(resolve('Custom work is :price[custom-work].').text).toBe('Custom work is By quote.');
  });

  it('keep the rest of the text exactly as written, Markdown-looking characters included', () => {
    const text = 'A *literal* [text] with 12:30 and ratio:high, then :price[infrastructure-audit] & more';
    expect(resolve(text)).toEqual({
      text: 'A *literal* [text] with 12:30 and ratio:high, then $999 & more',
      problems: [],
    });
  });

  it('report an unknown id with the nearest one, a missing id, an unknown field and a saving without a regular price', () => {
    const problems = (text: string) => resolve(text).problems.map((p) => `${p.message} | ${p.hint}`);
    expect(problems(':price[infrastructure-audits]')[0]).toMatch(
      /"infrastructure-audits" is not an offer id \| Did you mean infrastructure-audit\?/,
    );
    expect(problems(':person[priya-ramen]')[0]).toMatch(
      /is not a person id \| Did you mean priya-raman\?.*people\.yaml/,
    );
    expect(problems(':fact[]')[0]).toMatch(/:fact\[\] names no id/);
    expect(problems(':person[founder]{field=age}')[0]).toMatch(
      /is not a field it has \| Use one of: name, firstName, role, company/,
    );
    expect(problems(':saving[custom-work]')[0]).toMatch(/has no saving/);
    expect(problems(':fact[years-experience]{colour=red}')[0]).toMatch(/unknown attribute "colour"/);
  });
});
