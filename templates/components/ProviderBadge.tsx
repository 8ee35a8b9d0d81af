import { providerBadge } from '../cloud/provider-badge';

interface ProviderBadgeProps {
  icon: string;
  name: string;
  size?: 'md' | 'lg';
}

/** The two-letter provider tile; decorative, since the provider's name is always beside it. */
export function ProviderBadge({ icon, name, size = 'md' }: ProviderBadgeProps) {
  const badge = providerBadge(icon, name);
  return (
    <span className={`provider-badge provider-badge--${badge.tone} provider-badge--${size}`} aria-hidden="true">
      {badge.text}
    </span>
  );
}
