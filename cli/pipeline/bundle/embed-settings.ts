import type { SiteConfig } from '../../kit/site-config';
import { site } from '../site/index';

/**
 * What a widget's embed script bakes in (it cannot read site.yaml or content/data on a partner's
 * page), as the site declares it for that widget (`embeds` of its definition); a widget the site
 * declares nothing for gets only the site's URL.
 */
export function embedSettings(widget: string, config: SiteConfig, data: Readonly<Record<string, unknown>>): object {
  return site().embeds[widget]?.(config, data) ?? { siteUrl: config.site.url };
}
