import { readFile } from 'node:fs/promises';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { costRowSchema, offersSchema, type Offers } from '../../../../templates/offers/schemas';
import { REPO_ROOT } from '../../../support/fixtures';

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

  it('refuses a stated saving that does not match the prices', () => {
    const services = raw.services.map((s, i) => (i === 4 ? { ...s, savings: '26%' } : s));
    expect(messages(offersSchema.safeParse({ ...raw, services }))).toEqual([
      'services.4.savings: does not match the prices: state the discount rounded up or down, or leave it out to compute it',
    ]);
    const devopsPlans = raw.devopsPlans.map((p, i) => (i === 2 ? { ...p, price: '$2,999' } : p));
    expect(messages(offersSchema.safeParse({ ...raw, devopsPlans }))).toHaveLength(1);
  });

  it('refuses two services with one id', () => {
    const services = raw.services.map((s) => ({ ...s, id: 'same' }));
    expect(messages(offersSchema.safeParse({ ...raw, services }))).toEqual(['services: each service needs its own id']);
  });
});

describe('cost comparison rows', () => {
  it('must state savings equal to current minus optimized', () => {
    expect(costRowSchema.safeParse({ provider: 'AWS', current: 4800, optimized: 2500, savings: 2300 }).success).toBe(true);
    expect(messages(costRowSchema.safeParse({ provider: 'AWS', current: 4800, optimized: 2500, savings: 2400 }))).toEqual([
      'savings: must be current minus optimized (2300)',
    ]);
    expect(messages(costRowSchema.safeParse({ provider: 'AWS', current: 100, optimized: 150, savings: 1 }))).toContain('optimized: must be less than current');
  });
});
