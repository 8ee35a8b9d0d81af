import { readFile } from 'node:fs/promises';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { costRowSchema, offerSchema, offersSchema, type Offers } from '../../../../../templates/model/data/offers';
import { REPO_ROOT } from '../../../../support/fixtures';

let raw: Offers;
beforeAll(async () => {
  raw = YAML.parse(await readFile(`${REPO_ROOT}/content/data/offers.yaml`, 'utf8')) as Offers;
});
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('content/data/offers.yaml', () => {
  it('is valid', () => {
    expect(messages(offersSchema.safeParse(raw))).toEqual([]);
  });

  it('names in its groups only offers of its catalog, and each card of /services sells its own', () => {
    const ids = new Set(raw.catalog.map((o) => o.id));
    for (const card of [...raw.services, ...raw.websitePackages, ...raw.devopsPlans])
      expect(ids.has(card.offer), card.offer).toBe(true);
    expect(new Set(raw.services.map((s) => s.offer)).size).toBe(raw.services.length);
  });

  it('refuses a saving typed on an offer of the catalog', () => {
    const offer = raw.catalog.find((o) => o.originalPrice !== undefined)!;
    expect(messages(offerSchema.safeParse({ ...offer, savings: '26%' }))).toEqual([
      'savings: savings are computed from price and originalPrice, never typed: remove this field',
    ]);
  });

  it('refuses a regular price that is not more than the price', () => {
    const offer = raw.catalog.find((o) => typeof o.price === 'number' && o.originalPrice !== undefined)!;
    expect(messages(offerSchema.safeParse({ ...offer, originalPrice: offer.price }))).toEqual([
      'originalPrice: must be more than price (it is the regular price the offer saves on)',
    ]);
  });
});

describe('cost comparison rows', () => {
  it('compute their saving: a typed one is refused', () => {
    const row = raw.cloudCostComparison[0]!;
    expect(costRowSchema.safeParse(row).success).toBe(true);
    expect(messages(costRowSchema.safeParse({ ...row, savings: row.current - row.optimized }))).toEqual([
      'savings: the saving is computed (current minus optimized), never typed: remove this field',
    ]);
    expect(messages(costRowSchema.safeParse({ ...row, optimized: row.current + 1 }))).toContain(
      'optimized: must be less than current',
    );
  });
});
