import { PROVIDER_MARKS } from './provider-marks';

/** Icons with a tone of their own (templates/styles/parts/provider-badge.css); any other icon is grey. */
export const BADGE_ICONS = [
  'aws',
  'google-cloud',
  'azure',
  'digitalocean',
  'netlify',
  'vercel',
  'linode',
  'vultr',
  'hetzner',
  'scaleway',
  'ovhcloud',
] as const;

export interface ProviderBadge {
  /** The provider's own mark (a 24 x 24 path in its colour), or none: the neutral cloud mark. */
  mark?: { path: string; hex: string };
  /** The modifier class: the provider's tone, or `fallback` (grey) for an unknown icon. */
  tone: (typeof BADGE_ICONS)[number] | 'fallback';
}

/**
 * The provider's badge (a real mark rather than two initials): its mark from
 * the icon set where there is one, else the neutral cloud mark in the provider's tone.
 */
export function providerBadge(icon: string): ProviderBadge {
  const key = icon.toLowerCase();
  const tone = (BADGE_ICONS as readonly string[]).includes(key) ? (key as ProviderBadge['tone']) : 'fallback';
  const mark = PROVIDER_MARKS[key];
  return { tone, ...(mark ? { mark: { path: mark.path, hex: mark.hex } } : {}) };
}
