import type { Stat } from '../schemas';

/** A statistic, optionally with data-* attributes on its figure for a page feature that updates it. */
export interface StatGridItem extends Stat {
  data?: Readonly<Record<`data-${string}`, string>>;
}

interface StatGridProps {
  stats: readonly StatGridItem[];
  /** Light figures for a dark background. */
  inverse?: boolean;
  /** A label for the list, when the section around it has no heading naming it. */
  label?: string;
}

/** Headline figures as a description list: the label is the term, the figure its value (shown first). */
export function StatGrid({ stats, inverse = false, label }: StatGridProps) {
  return (
    <dl className={inverse ? 'stat-grid stat-grid--inverse' : 'stat-grid'} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-grid__item">
          <dt>{stat.label}</dt>
          <dd {...stat.data}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
