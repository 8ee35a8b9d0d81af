import raw from 'chinook:embed-settings';
import type { CheckerContent } from './checker-content';

/**
 * What the checker embed knows of our site, baked in at build time. No API key, ever: a key in
 * a script every partner loads would be ours to pay for and anyone's to copy. Partners pass
 * their own (data-api-key) or point data-endpoint at their own proxy.
 */
export interface CheckerEmbedSettings {
  siteUrl: string;
  /** The public PageSpeed endpoint (site.yaml `pagespeed.endpoint`). */
  endpoint: string;
  /** Our contact page, absolute: the default target of 'Get Professional Help'. */
  contactUrl: string;
  content: CheckerContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const checkerEmbedSettings = raw as CheckerEmbedSettings;
