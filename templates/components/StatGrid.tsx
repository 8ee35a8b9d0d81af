import { useFacts } from '../model/facts/facts';
import type { Stat } from '../model/schemas';

/** A statistic worked out by the page, optionally with data-* attributes on its figure for a page feature that updates it. */
export interface StatGridItem {
  value: string;
  label: string;
  data?: Readonly<Record<`data-${string}`, string>>;
}

interface StatGridProps {
  /** Company facts by id (content/data/company.yaml), or figures the page computes. */
  stats: readonly (Stat | StatGridItem)[];
  /** Light figures for a dark background. */
  inverse?: boolean;
  /** A label for the list, when the section around it has no heading naming it. */
  label?: string;
}

/** Headline figures as a description list: the label is the term, the figure its value (shown first). */
export function StatGrid({ stats, inverse = false, label }: StatGridProps) {
  const facts = useFacts();
  const items = stats.map((stat): StatGridItem =>
    'fact' in stat ? { value: facts.factText(stat.fact), label: facts.fact(stat.fact).label } : stat,
  );
  return (
    <dl className={inverse ? 'stat-grid stat-grid--inverse' : 'stat-grid'} aria-label={label}>
      {items.map((stat) => (
        <div key={stat.label} className="stat-grid__item">
          <dt>{stat.label}</dt>
          <dd {...stat.data}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
