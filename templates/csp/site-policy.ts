import type { SiteConfig } from '../model/site-config';
import { endpointSource, originSource, serializePolicy, sourceList, type Directives } from '../../cli/kit/csp/policy';

/** Google's documented hosts for GA4 collection (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** Where analytics sends its hits: Google's hosts for Google's tag, else the tag's own origin (a proxy). */
function analyticsCollectors(config: SiteConfig): string[] {
  if (!config.analytics.measurementId) return [];
  const { hostname } = new URL(config.analytics.scriptUrl);
  return hostname === 'googletagmanager.com' || hostname.endsWith('.googletagmanager.com')
    ? GOOGLE_ANALYTICS_HOSTS
    : sourceList(originSource(config.analytics.scriptUrl));
}

/**
 * The site's policy, built from the config so it allows exactly the services the site uses:
 * every executable script is a file ('self' plus the analytics and booking script hosts), no
 * 'unsafe-inline' or 'unsafe-eval' (JSON and JSON-LD blocks do not execute), fetches only to
 * the site itself (the PageSpeed proxy), the form, PageSpeed and analytics endpoints, frames
 * only from the scheduler, and no framing of our pages by anyone. Inline styles are allowed
 * here and narrowed by each page's own meta policy (pagePolicy), which repeats every other
 * directive a meta element can carry: one header cannot hold every template's hash.
 */
export function siteDirectives(config: SiteConfig): Directives {
  const analytics = config.analytics.measurementId ? originSource(config.analytics.scriptUrl) : undefined;
  const scheduler = originSource(config.booking.scriptUrl);
  const forms = Object.values(config.forms).map(endpointSource);
  const collectors = analyticsCollectors(config);
  return new Map([
    ['default-src', ["'self'"]],
    ['script-src', sourceList("'self'", analytics, scheduler)],
    // The scheduler's popup brings its own stylesheet; each page's meta policy narrows 'unsafe-inline'.
    ['style-src', sourceList("'self'", "'unsafe-inline'", scheduler)],
    ['img-src', sourceList("'self'", ...collectors)],
    ['font-src', ["'self'"]],
    // With the proxy the checker calls /api/pagespeed on the site itself ('self').
    [
      'connect-src',
      sourceList(
        "'self'",
        ...forms,
        config.pagespeed.proxy ? undefined : endpointSource(config.pagespeed.endpoint),
        ...collectors,
      ),
    ],
    ['frame-src', config.booking.scriptUrl ? sourceList(originSource(config.booking.url)) : ["'none'"]],
    ['form-action', sourceList("'self'", ...forms)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
  ]);
}

/** The site-wide policy as the `Content-Security-Policy` header of every page (_headers). */
export const sitePolicy = (config: SiteConfig) => serializePolicy(siteDirectives(config));
