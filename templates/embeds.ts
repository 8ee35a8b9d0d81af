import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BookingEmbedSettings } from '../widgets/booking/embed-settings';
import type { CheckerEmbedSettings } from '../widgets/checker/embed-settings';
import { ConsentBanner } from '../widgets/consent/ConsentBanner';
import type { ConsentEmbedSettings } from '../widgets/consent/embed-settings';
import type { ContactFormEmbedSettings } from '../widgets/contact-form/embed-settings';
import type { EmailCaptureEmbedSettings } from '../widgets/email-capture/embed-settings';
import type { LeadFormEmbedSettings } from '../widgets/lead-form/embed-settings';
import type { SiteDefinition } from '../cli/kit/define-site';
import type { ChinookSite } from './model/page-context';
import { PAGESPEED_PROXY_PATH } from './model/site-config';

/**
 * What each widget's embed script bakes in from site.yaml and content/data (it cannot read them
 * on a partner's page). Each widget types its settings in widgets/<name>/embed-settings.ts; a
 * widget with an embed entry but no line here gets only the site URL.
 */
export const EMBEDS: SiteDefinition<ChinookSite>['embeds'] = {
  booking: (config, data) =>
    ({
      siteUrl: config.site.url,
      url: config.booking.url,
      scriptUrl: config.booking.scriptUrl,
      content: data.booking,
    }) satisfies BookingEmbedSettings,
  'contact-form': (config, data) =>
    ({
      siteUrl: config.site.url,
      endpoint: config.forms.contact,
      content: data.forms.contact,
    }) satisfies ContactFormEmbedSettings,
  'lead-form': (config, data) =>
    ({
      siteUrl: config.site.url,
      endpoint: config.forms.lead,
      content: data.forms.lead,
    }) satisfies LeadFormEmbedSettings,
  'email-capture': (config, data) =>
    ({
      siteUrl: config.site.url,
      endpoint: config.forms.resource,
      content: data.forms.emailCapture,
    }) satisfies EmailCaptureEmbedSettings,
  consent: (config) =>
    ({
      siteUrl: config.site.url,
      markup: renderToStaticMarkup(createElement(ConsentBanner, { privacyHref: '/privacy', idPrefix: 'cdw-consent-' })),
    }) satisfies ConsentEmbedSettings,
  // Never pagespeed.apiKey. With the proxy, the partners it accepts (pagespeed.allowedOrigins) call
  // it; the others Google's API with their own key or their own proxy (widgets/checker/embed-settings.ts).
  checker: (config, data) =>
    ({
      siteUrl: config.site.url,
      endpoint: config.pagespeed.endpoint,
      ...(config.pagespeed.proxy
        ? { proxy: { url: `${config.site.url}${PAGESPEED_PROXY_PATH}`, origins: config.pagespeed.allowedOrigins } }
        : {}),
      contactUrl: `${config.site.url}/contact`,
      content: data.checker,
    }) satisfies CheckerEmbedSettings,
};
