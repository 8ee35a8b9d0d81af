import { describe, expect, it } from 'vitest';
import { isCalendarDate, isoDate } from '../../../../templates/model/define-template';
import { ROUTE_PATTERN } from '../../../../cli/kit/route-pattern';

describe('isoDate', () => {
  it.each(['2025-09-22', '2024-02-29', '2000-02-29', '0001-01-01'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
    expect(isoDate.safeParse(date).success).toBe(true);
  });

  it.each([
    ['2025-13-45', 'months run from 01 to 12'],
    ['2025-02-30', 'February 2025 has 28 days'],
    ['2025-09-31', 'September 2025 has 30 days'],
    ['2023-02-29', 'February 2023 has 28 days'],
    ['1900-02-29', 'February 1900 has 28 days'],
    ['2025-00-10', 'months run from 01 to 12'],
    ['2025-01-00', 'days start at 01'],
  ])('rejects %s, saying why (%s)', (date, why) => {
    const result = isoDate.safeParse(date);
    expect(result.error?.issues.map((i) => i.message)).toEqual([`${date} is not a real calendar date (${why})`]);
  });

  it('reports a badly written date once, as a format problem', () => {
    expect(isoDate.safeParse('22/09/2025').error?.issues.map((i) => i.message)).toEqual([
      'must be a date written YYYY-MM-DD',
    ]);
  });
});

describe('ROUTE_PATTERN', () => {
  it.each(['/', '/about', '/about/', '/blog/1', '/a-long-slug-guide/', '/cloud/aws.v2'])('accepts %s', (route) => {
    expect(ROUTE_PATTERN.test(route)).toBe(true);
  });

  it.each(['about', '/About', '//x', '/a//b', '/a b', '/.hidden', '/a/../b'])('rejects %s', (route) => {
    expect(ROUTE_PATTERN.test(route)).toBe(false);
  });

  it('fails a long invalid path at once (no catastrophic backtracking)', () => {
    const started = performance.now();
    expect(ROUTE_PATTERN.test(`/${'a'.repeat(5000)}!`)).toBe(false);
    expect(ROUTE_PATTERN.test(`/${'a/'.repeat(2000)}A`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
