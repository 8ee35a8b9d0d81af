/**
 * The names of the site's icons, for schemas that let content pick one: checking a name needs
 * no component. templates/components/Icon.tsx draws each, and its type makes it draw them all.
 */
export const ICON_NAMES = [
  'chart',
  'gauge',
  'shield',
  'search',
  'layout',
  'smartphone',
  'cloud',
  'server',
  'mail',
  'lock',
  'globe',
  'file-text',
  'zap',
  'trending-up',
  'dollar',
  'phone',
  'map-pin',
  'clock',
  'calendar',
  'arrow-right',
  'arrow-up',
  'arrow-left',
  'chevron-down',
  'menu',
  'check',
  'x',
  'star',
  'users',
  'award',
  'target',
  'database',
  'code',
  'layers',
  'alert-triangle',
  'external-link',
  'download',
  'shopping-cart',
  'briefcase',
  'message-circle',
  'refresh-cw',
  'settings',
  'home',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}
