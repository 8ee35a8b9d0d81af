import type { SiteConfig } from '../../kit/site-config';
import { pagePolicy, SELF_ONLY_POLICY } from '../../kit/csp/page-policy';
import { serializePolicy, type Directives } from '../../kit/csp/policy';
import { site } from './load-site';

/** The site's Content-Security-Policy directives (its definition's `policy`, else the self-only one). */
export const siteDirectives = (config: SiteConfig): Directives => site().policy?.(config) ?? SELF_ONLY_POLICY;

/** The site-wide policy as the `Content-Security-Policy` header of every page (_headers). */
export const sitePolicy = (config: SiteConfig): string => serializePolicy(siteDirectives(config));

/** A page's own meta policy: the site's, with inline styles narrowed to the page's hashes. */
export const pagePolicyOf = (config: SiteConfig, styleHashes: readonly string[]): string =>
  pagePolicy(siteDirectives(config), styleHashes);
