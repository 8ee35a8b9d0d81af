import { PAGER_LABELS } from '../ui-labels';
import { Icon } from './Icon';

interface PagerProps {
  /** The routes of every page of the listing, first to last. */
  routes: readonly string[];
  /** 1-based. */
  current: number;
  label: string;
}

/** Previous / numbered / Next links between the pages of a listing; nothing for a single page. */
export function Pager({ routes, current, label }: PagerProps) {
  if (routes.length < 2) return null;
  const previous = routes[current - 2];
  const next = routes[current];
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <a className="pager__step" href={previous} rel="prev">
          <Icon name="arrow-left" size={18} />
          {PAGER_LABELS.previous}
        </a>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <Icon name="arrow-left" size={18} />
          {PAGER_LABELS.previous}
        </span>
      )}
      <ol className="pager__pages">
        {routes.map((route, i) => (
          <li key={route}>
            <a href={route} aria-current={i + 1 === current ? 'page' : undefined} aria-label={PAGER_LABELS.page(i + 1)}>
              {i + 1}
            </a>
          </li>
        ))}
      </ol>
      {next ? (
        <a className="pager__step" href={next} rel="next">
          {PAGER_LABELS.next}
          <Icon name="arrow-right" size={18} />
        </a>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          {PAGER_LABELS.next}
          <Icon name="arrow-right" size={18} />
        </span>
      )}
    </nav>
  );
}
