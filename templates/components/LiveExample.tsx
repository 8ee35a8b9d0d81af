import type { ReactElement } from 'react';
import { BookingIsland } from '../../widgets/booking/island';
import { safeThemeColor } from '../../widgets/checker/embed-options';
import { CheckerIsland } from '../../widgets/checker/island';
import type { Collections } from '../page-context';
import type { SiteConfig } from '../site-config';

type Attributes = Readonly<Record<string, string>>;
type Render = (attributes: Attributes, site: SiteConfig, collections: Collections) => ReactElement;

/** How /embed shows each embeddable widget live, as an island, from an example's data-* attributes. */
export const LIVE_EXAMPLES = {
  booking: (attributes, site, collections) => (
    <BookingIsland
      variant={attributes['data-variant'] === 'compact' ? 'compact' : 'full'}
      content={collections.booking}
      bookingUrl={attributes['data-booking-url'] ?? site.booking.url}
      scriptUrl={attributes['data-script-url'] ?? site.booking.scriptUrl}
    />
  ),
  // Runs against our endpoint and never shows a key; data-contact-url and data-theme-color apply as on a partner page.
  checker: (attributes, site, collections) => {
    const themeColor = safeThemeColor(attributes['data-theme-color']);
    return (
      <CheckerIsland
        content={collections.checker}
        endpoint={site.pagespeed.endpoint}
        contactHref={attributes['data-contact-url'] ?? `${site.site.url}/contact`}
        trackEvents={false}
        {...(themeColor ? { themeColor } : {})}
      />
    );
  },
} satisfies Record<string, Render>;

export type EmbeddableWidget = keyof typeof LIVE_EXAMPLES;
export const EMBEDDABLE_WIDGETS = Object.keys(LIVE_EXAMPLES) as [EmbeddableWidget, ...EmbeddableWidget[]];
