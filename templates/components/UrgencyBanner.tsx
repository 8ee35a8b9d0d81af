import { Icon } from './Icon';

interface UrgencyBannerProps {
  /** The figure without JavaScript; the viewer-count page feature picks one per page view. */
  defaultViewers: number;
  /** The words after the figure: "people are viewing this page right now". */
  viewersText: string;
  /** The badge: "12 consultations booked today". */
  badge: string;
}

/**
 * The strip over the contact page: a "people viewing" count and a badge.
 * Cosmetic urgency copy, tied to no real offer, switched off in front matter with `urgency.enabled: false`.
 */
export function UrgencyBanner({ defaultViewers, viewersText, badge }: UrgencyBannerProps) {
  return (
    <div className="urgency-banner" data-enhance="viewer-count">
      <div className="container urgency-banner__inner">
        <p className="urgency-banner__viewers">
          <Icon name="users" size={18} />
          <span>
            <strong data-viewer-count="">{defaultViewers}</strong> {viewersText}
          </span>
        </p>
        <p className="urgency-banner__badge">
          <Icon name="calendar" size={16} />
          {badge}
        </p>
      </div>
    </div>
  );
}
