import { describe, expect, it } from 'vitest';
import { AUDIT_SPOTS, auditSpotsForDay } from '../../../../widgets/enhance/audit-spots';

describe('free-audit spots', () => {
  it('starts at 4, within 1 to 6 of 8', () => {
    expect(AUDIT_SPOTS).toEqual({ total: 8, monthDays: 30, min: 1, max: 6, initial: 4 });
  });

  // 8 - floor(8 * day / 30), then at least 1 and at most 6.
  const EXPECTED: Record<number, number> = {
    1: 6,
    2: 6,
    3: 6,
    4: 6,
    5: 6,
    6: 6,
    7: 6,
    8: 6,
    9: 6,
    10: 6,
    11: 6,
    12: 5,
    13: 5,
    14: 5,
    15: 4,
    16: 4,
    17: 4,
    18: 4,
    19: 3,
    20: 3,
    21: 3,
    22: 3,
    23: 2,
    24: 2,
    25: 2,
    26: 2,
    27: 1,
    28: 1,
    29: 1,
    30: 1,
    31: 1,
  };

  it.each(Object.entries(EXPECTED).map(([day, spots]) => [Number(day), spots]))(
    'day %d leaves %d spots',
    (day, spots) => {
      expect(auditSpotsForDay(day)).toBe(spots);
    },
  );

  it('takes whole spots used off the 8 before clamping', () => {
    expect(8 - Math.floor((15 / 30) * 8)).toBe(4);
    expect(auditSpotsForDay(15)).toBe(AUDIT_SPOTS.initial);
    expect(Math.max(...Object.values(EXPECTED))).toBe(AUDIT_SPOTS.max);
    expect(Math.min(...Object.values(EXPECTED))).toBe(AUDIT_SPOTS.min);
  });
});
