import { describe, expect, it } from 'vitest';
import { checkPrices } from '../../../../cli/check/check-prices';
import type { Output } from '../../../../cli/check/read-output';
import { scanHtml } from '../../../../cli/check/scan-html';
import { SAMPLE_FACTS } from '../../../support/sample-facts';

const CATALOG = [...SAMPLE_FACTS.offers.catalog, { id: 'starter', name: 'Starter', price: 2999 }];
const site = (html: string) =>
  ({ pages: new Map([['faq.html', { file: 'faq.html', route: '/faq', facts: scanHtml(html) }]]) }) as unknown as Output;
const check = (html: string) => checkPrices(site(html), CATALOG).map((p) => p.message);

describe('prices typed into prose', () => {
  it("flag a sentence that names an offer beside an amount that is not the offer's price", () => {
    const problems = checkPrices(
      site('<div class="prose"><p>Fast. Our infrastructure audit is a one-time $1,999 and pays for itself.</p></div>'),
      CATALOG,
    );
    expect(problems).toEqual([
      {
        where: '/faq',
        rule: 'facts',
        message:
          '"Our infrastructure audit is a one-time $1,999 and pays for itself." gives the Infrastructure Audit $1,999 as its price; it is $999 (content/data/offers.yaml)',
        fix: expect.stringMatching(/^Write :price\[infrastructure-audit\] instead of the amount/),
        find: expect.any(Array),
      },
    ]);
  });

  it("accept the offer's own price, sentences without an amount or an offer, and text outside the prose", () => {
    expect(
      check(
        '<div class="prose"><p>The Infrastructure Audit is $999, and Managed DevOps $1,999 a month.</p><ul><li>An audit found $1,900 of waste.</li></ul></div>',
      ),
    ).toEqual([]);
    expect(
      check('<div class="prose"><p>The Infrastructure Audit pays for itself.</p></div><p>Infrastructure Audit: $5</p>'),
    ).toEqual([]);
  });

  it('match a one-word name only as a package or plan, and read list items and cells as their own blocks', () => {
    expect(check('<div class="prose"><p>Starter sites cost $500 elsewhere.</p></div>')).toEqual([]);
    expect(
      check(
        '<div class="prose"><ul><li>The Starter package is $3,500</li><li>Managed DevOps</li></ul><table><tr><td>$10</td></tr></table></div>',
      ),
    ).toEqual([
      '"The Starter package is $3,500" gives the Starter $3,500 as its price; it is $2,999 (content/data/offers.yaml)',
    ]);
  });
});
