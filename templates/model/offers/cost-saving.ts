/** A row of the DevOps pricing page's cost table (provider, current, optimized, savings); its saving is computed, never typed. */
export interface CostRow {
  provider: string;
  /** Typical monthly bill before, in whole dollars. */
  current: number;
  /** The same workload after optimisation. */
  optimized: number;
}

export interface CostSaving {
  amount: number;
  /** Whole percentage of the current bill, rounded half up. */
  percent: number;
}

/** What a row saves each month, in dollars and as a share of the current bill. */
export function computeCostSaving(current: number, optimized: number): CostSaving {
  const amount = current - optimized;
  return { amount, percent: current > 0 ? Math.round((amount / current) * 100) : 0 };
}
