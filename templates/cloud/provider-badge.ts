/** Icons with a brand-coloured badge (templates/styles/templates/cloud-*.css); any other icon is grey. */
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
  /** Two letters shown in the badge. */
  text: string;
  /** The modifier class: the icon's brand colour, or `fallback` (grey) for an unknown icon. */
  tone: (typeof BADGE_ICONS)[number] | 'fallback';
}

/**
 * The provider icon badge (spec document 2, 2.3): LN for Linode, AZ for Azure, otherwise the
 * first two letters of the name in upper case; the grey fallback when the icon matches none.
 */
export function providerBadge(icon: string, name: string): ProviderBadge {
  const key = icon.toLowerCase();
  const text = key === 'linode' ? 'LN' : key === 'azure' ? 'AZ' : name.trim().slice(0, 2).toUpperCase();
  const tone = (BADGE_ICONS as readonly string[]).includes(key) ? (key as ProviderBadge['tone']) : 'fallback';
  return { text, tone };
}
