import type { CompanyFact } from '../data/company';

/** How a company fact's figure is written in prose: its number, range, prefix and suffix. */

const figure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** 2100 -> "2,100", [40, 60] -> "40-60": the figure as a claim writes it, with its prefix and suffix. */
export function factText(fact: Pick<CompanyFact, 'value' | 'prefix' | 'suffix'>): string {
  const value = Array.isArray(fact.value) ? `${figure(fact.value[0])}-${figure(fact.value[1])}` : figure(fact.value);
  return `${fact.prefix ?? ''}${value}${fact.suffix ?? ''}`;
}
