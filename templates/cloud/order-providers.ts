import type { CloudProvider } from '../model/cloud-provider-schema';

/**
 * The providers in the order the index page lists their slugs; any provider it does not list
 * follows, by name, so a new guide appears on the index without editing it.
 */
export function orderProviders(providers: readonly CloudProvider[], order: readonly string[]): CloudProvider[] {
  const rank = (slug: string) => {
    const index = order.indexOf(slug);
    return index === -1 ? order.length : index;
  };
  return [...providers].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
}
