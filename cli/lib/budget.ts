/** One size budget of ARCHITECTURE.md, measured gzipped (the bundle stage measures them). */
export interface Budget {
  name: string;
  bytes: number;
  limit: number;
}

export const withinBudget = (budget: Budget) => budget.bytes <= budget.limit;
