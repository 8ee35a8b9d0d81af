import type { DataSets } from '../../templates/data-sets';
import type { SiteConfig } from '../../templates/site-config';
import type { BookingEmbedSettings } from '../../widgets/booking/embed-settings';
import type { CheckerEmbedSettings } from '../../widgets/checker/embed-settings';

type SettingsOf = (config: SiteConfig, data: DataSets) => object;

/**
 * What each widget's embed script bakes in from site.yaml and content/data (it cannot read them
 * on a partner's page). Each widget types its settings in widgets/<name>/embed-settings.ts; a
 * widget with an embed entry but no line here gets only the site URL.
 */
const SETTINGS: Record<string, SettingsOf> = {
  booking: (config, data) =>
    ({ siteUrl: config.site.url, url: config.booking.url, scriptUrl: config.booking.scriptUrl, content: data.booking }) satisfies BookingEmbedSettings,
  // Never pagespeed.apiKey: partners bring their own key or proxy (widgets/checker/embed-settings.ts).
  checker: (config, data) =>
    ({ siteUrl: config.site.url, endpoint: config.pagespeed.endpoint, contactUrl: `${config.site.url}/contact`, content: data.checker }) satisfies CheckerEmbedSettings,
};

export function embedSettings(widget: string, config: SiteConfig, data: DataSets): object {
  return SETTINGS[widget]?.(config, data) ?? { siteUrl: config.site.url };
}
