/**
 * The one home of Content-Security-Policy: its grammar (parse, merge, serialize), the site's
 * policy (the header every page is served with, and each page's own meta policy) and
 * the entries a partner's policy needs for each embed. The build, the templates, `site check`
 * and the tests' partner pages all use it.
 */
export {
  endpointSource,
  mergeDirectives,
  originSource,
  parsePolicy,
  serializePolicy,
  sourceList,
  type Directives,
} from '../../cli/kit/csp/policy';
export { siteDirectives, sitePolicy } from './site-policy';
export { HEADER_ONLY_DIRECTIVES, pagePolicy } from './page-policy';
export { cspSnippet, EMBED_CSP, type CspEntry } from './embed-policy';
