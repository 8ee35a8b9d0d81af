import { createContext, useContext } from 'react';

/**
 * Whether this build shows the urgency elements (site.yaml `urgency.enabled`, docs/urgency.md).
 * On unless the page renderer says otherwise, as the key is: a component rendered on its own
 * shows what a default build shows.
 */
const UrgencyContext = createContext(true);

/** Provided once per page by the page renderer, from the site's config. */
export const UrgencyProvider = UrgencyContext.Provider;

/** Whether the urgency elements are on: false removes each, whatever its page's own switch says. */
export function useUrgency(): boolean {
  return useContext(UrgencyContext);
}
