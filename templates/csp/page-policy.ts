import type { SiteConfig } from '../model/site-config';
import { pagePolicy as policyOf } from '../../cli/kit/csp/page-policy';
import { siteDirectives } from './site-policy';

export { HEADER_ONLY_DIRECTIVES } from '../../cli/kit/csp/page-policy';

/** This site's page policy (the engine's meta policy of this site's directives), for tests and partner pages. */
export const pagePolicy = (config: SiteConfig, styleHashes: readonly string[]) =>
  policyOf(siteDirectives(config), styleHashes);
