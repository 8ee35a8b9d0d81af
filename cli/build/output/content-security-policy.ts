import type { SiteConfig } from '../../../templates/site-config';

/** Google's documented hosts for GA4 collection (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const origin = (url: string) => (url ? new URL(url).origin : undefined);
/** An endpoint as a CSP source: the full URL without query, so only that path is allowed. */
const endpoint = (url: string) => (url ? `${new URL(url).origin}${new URL(url).pathname}` : undefined);
const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter((s): s is string => Boolean(s)))];

/** Where analytics sends its hits: Google's hosts for Google's tag, else the tag's own origin (a proxy). */
function analyticsCollectors(config: SiteConfig): string[] {
  if (!config.analytics.measurementId) return [];
  const { hostname } = new URL(config.analytics.scriptUrl);
  return hostname === 'googletagmanager.com' || hostname.endsWith('.googletagmanager.com')
    ? GOOGLE_ANALYTICS_HOSTS
    : list(origin(config.analytics.scriptUrl));
}

/**
 * The site's Content-Security-Policy, built from the config so it allows exactly the services
 * the site uses: every executable script is a file ('self' plus the analytics and booking
 * script hosts), no 'unsafe-inline' or 'unsafe-eval' (JSON and JSON-LD blocks do not execute),
 * fetches only to the site itself (the PageSpeed proxy), the form, PageSpeed and analytics endpoints, frames only from the scheduler,
 * and no framing of our pages by anyone. Inline styles are allowed here and narrowed by each
 * page's own `<meta http-equiv="Content-Security-Policy">` to the hashes of the stylesheets it
 * inlines (templates/Document.tsx): one header cannot hold every template's hash.
 */
export function buildContentSecurityPolicy(config: SiteConfig): string {
  const analytics = config.analytics.measurementId ? origin(config.analytics.scriptUrl) : undefined;
  const scheduler = origin(config.booking.scriptUrl);
  const forms = Object.values(config.forms).map(endpoint);
  const collectors = analyticsCollectors(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': list("'self'", analytics, scheduler),
    // The scheduler's popup brings its own stylesheet; each page's meta policy narrows 'unsafe-inline'.
    'style-src': list("'self'", "'unsafe-inline'", scheduler),
    'img-src': list("'self'", ...collectors),
    'font-src': ["'self'"],
    // With the proxy the checker calls /api/pagespeed on the site itself ('self').
    'connect-src': list("'self'", ...forms, config.pagespeed.proxy ? undefined : endpoint(config.pagespeed.endpoint), ...collectors),
    'frame-src': config.booking.scriptUrl ? list(origin(config.booking.url)) : ["'none'"],
    'form-action': list("'self'", ...forms),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
