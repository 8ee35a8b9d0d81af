import type { ReactElement } from 'react';
import { BookingIsland } from '../../widgets/booking/island';
import { ContactFormIsland } from '../../widgets/contact-form/island';
import { resourceChoices } from '../../widgets/email-capture/email-capture-content';
import { EmailCaptureIsland } from '../../widgets/email-capture/island';
import { formEmbedOptions } from '../../widgets/forms/embed-options';
import { LeadFormIsland } from '../../widgets/lead-form/island';
import { safeThemeColor } from '../../widgets/checker/embed-options';
import { CheckerIsland } from '../../widgets/checker/island';
import type { Collections } from '../model/page-context';
import { checkerEndpoint, type SiteConfig } from '../model/site-config';
import { ConsentDemo } from './ConsentDemo';

type Attributes = Readonly<Record<string, string>>;
type Render = (attributes: Attributes, site: SiteConfig, collections: Collections) => ReactElement;

/** `data-submit-label` -> `submitLabel`: an example's attributes as the embed reads them (element.dataset). */
function datasetOf(attributes: Attributes): DOMStringMap {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

/**
 * How /embed shows each embeddable widget live, from an example's data-* attributes: the form
 * widgets as islands with the embed's options applied and, like the embeds, no analytics; the
 * consent banner with its real embed script (it has no island).
 */
export const LIVE_EXAMPLES = {
  booking: (attributes, site, collections) => (
    <BookingIsland
      variant={attributes['data-variant'] === 'compact' ? 'compact' : 'full'}
      content={collections.booking}
      bookingUrl={attributes['data-booking-url'] ?? site.booking.url}
      scriptUrl={attributes['data-script-url'] ?? site.booking.scriptUrl}
    />
  ),
  'contact-form': (attributes, site, collections) => {
    const { endpoint, title, content } = formEmbedOptions(
      datasetOf(attributes),
      site.forms.contact,
      collections.forms.contact,
    );
    return <ContactFormIsland endpoint={endpoint} title={title} content={content} trackEvents={false} toasts={false} />;
  },
  'lead-form': (attributes, site, collections) => {
    const { endpoint, title, content } = formEmbedOptions(
      datasetOf(attributes),
      site.forms.lead,
      collections.forms.lead,
    );
    return <LeadFormIsland endpoint={endpoint} title={title} content={content} trackEvents={false} toasts={false} />;
  },
  'email-capture': (attributes, site, collections) => {
    const { endpoint, title, content } = formEmbedOptions(
      datasetOf(attributes),
      site.forms.resource,
      collections.forms.emailCapture,
    );
    return (
      <EmailCaptureIsland
        endpoint={endpoint}
        content={{ ...content, title: title ?? content.title }}
        sourcePath="/embed"
        libraryUrl={content.libraryHref}
        initialResource={resourceChoices(content).find((r) => r === attributes['data-resource'])}
        trackEvents={false}
        toasts={false}
      />
    );
  },
  consent: (attributes) => <ConsentDemo attributes={attributes} />,
  // Runs against our endpoint and never shows a key; data-contact-url and data-theme-color apply as on a partner page.
  checker: (attributes, site, collections) => {
    const themeColor = safeThemeColor(attributes['data-theme-color']);
    return (
      <CheckerIsland
        content={collections.checker}
        endpoint={checkerEndpoint(site)}
        contactHref={attributes['data-contact-url'] ?? `${site.site.url}/contact`}
        trackEvents={false}
        {...(themeColor ? { themeColor } : {})}
      />
    );
  },
} satisfies Record<string, Render>;

export type EmbeddableWidget = keyof typeof LIVE_EXAMPLES;
export const EMBEDDABLE_WIDGETS = Object.keys(LIVE_EXAMPLES) as [EmbeddableWidget, ...EmbeddableWidget[]];
