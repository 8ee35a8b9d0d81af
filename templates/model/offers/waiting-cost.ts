/**
 * The DevOps pricing page's "every day you wait" figures: the daily
 * waste is content; the month is 30 of those days and the year 12 such months (360 days),
 * which gives the required $144, $4,320 and $51,840.
 */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 12 * DAYS_PER_MONTH;

export interface WaitingCost {
  day: number;
  month: number;
  year: number;
}

export function computeWaitingCost(daily: number): WaitingCost {
  return { day: daily, month: daily * DAYS_PER_MONTH, year: daily * DAYS_PER_YEAR };
}
