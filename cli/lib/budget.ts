/** One size budget (docs/widgets.md, "Size budgets"), measured gzipped (the bundle stage measures them). */
export interface Budget {
  name: string;
  bytes: number;
  limit: number;
}

export const withinBudget = (budget: Budget) => budget.bytes <= budget.limit;
