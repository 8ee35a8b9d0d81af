import raw from 'chinook:embed-settings';
import type { CheckerContent } from './checker-content';

/**
 * What the checker embed knows of our site, baked in at build time. No API key, ever: a key in
 * a script every partner loads would be ours to pay for and anyone's to copy. Partners whose
 * origin our proxy accepts use it; the others pass their own key (data-api-key) to Google's API
 * or point data-endpoint at their own proxy.
 */
export interface CheckerEmbedSettings {
  siteUrl: string;
  /** Google's runPagespeed API (site.yaml `pagespeed.endpoint`): the direct call. */
  endpoint: string;
  /** Our PageSpeed proxy (site.yaml `pagespeed.proxy`), for the partner origins it accepts. */
  proxy?: { url: string; origins: readonly string[] };
  /** Our contact page, absolute: the default target of 'Get Professional Help'. */
  contactUrl: string;
  content: CheckerContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const checkerEmbedSettings = raw as CheckerEmbedSettings;
