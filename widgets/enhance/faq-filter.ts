/** The FAQ's categories; '' is "All Questions", the default. */
export const FAQ_CATEGORIES = ['pricing', 'credibility', 'process', 'technical', 'growth'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const ALL_QUESTIONS = '';

/** Whether an item of `category` shows under the chosen filter: only the chosen category, or all. */
export function showsUnder(filter: string, category: string): boolean {
  return filter === ALL_QUESTIONS || filter === category;
}

/** The items a filter shows, in their order. */
export function filterQuestions<T extends { category: string }>(items: readonly T[], filter: string): T[] {
  return items.filter((item) => showsUnder(filter, item.category));
}

/** What the live region says after a filter: "Showing 3 questions in Pricing". */
export function filterStatus(count: number, label: string): string {
  return `Showing ${count} ${count === 1 ? 'question' : 'questions'} in ${label}`;
}
