import { providerBadge } from '../cloud/provider-badge';

interface ProviderBadgeProps {
  icon: string;
  size?: 'md' | 'lg';
}

/** The neutral mark: a cloud, drawn in the provider's tone (currentColor). */
const CLOUD = 'M7 18.5h10.25a4.25 4.25 0 0 0 .5-8.47A6 6 0 0 0 6.2 8.6 5 5 0 0 0 7 18.5z';

/**
 * The provider's mark on a white tile: its own where the icon set has one, else the neutral cloud.
 * Decorative: the provider's name is always beside it.
 */
export function ProviderBadge({ icon, size = 'md' }: ProviderBadgeProps) {
  const badge = providerBadge(icon);
  return (
    <span className={`provider-badge provider-badge--${badge.tone} provider-badge--${size}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        {badge.mark ? <path d={badge.mark.path} fill={badge.mark.hex} /> : <path d={CLOUD} fill="currentColor" />}
      </svg>
    </span>
  );
}
