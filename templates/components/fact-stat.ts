import { z } from 'zod';
import type { Facts } from '../model/facts/facts';
import { factRef } from '../model/data/ids';
import type { StatGridItem } from './StatGrid';

/**
 * A company fact shown as a statistic, with this page's words for what it counts when they are
 * not the fact's own label. Those words may name other facts ("rating from
 * :fact[reviews]{field=both}"); the figure itself is always the fact's.
 */
export const factStatSchema = z.strictObject({ fact: factRef, label: z.string().min(1).optional() });
export type FactStat = z.infer<typeof factStatSchema>;

/** The statistic as StatGrid prints it: the fact's figure, the page's label or the fact's. */
export function factStatItem(facts: Facts, stat: FactStat): StatGridItem {
  return { value: facts.factText(stat.fact), label: stat.label ?? facts.fact(stat.fact).label };
}
