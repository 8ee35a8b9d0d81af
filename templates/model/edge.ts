import type { EdgeWorker } from '../../cli/kit/edge-worker';
import {
  COMPATIBILITY_DATE,
  PROXY_ENV,
  QUOTA_BINDING,
  QUOTA_CLASS,
  type ProxyConfig,
} from '../../edge/pagespeed/config';

export { PROXY_ENV };
import { PAGESPEED_PROXY_PATH, type SiteConfig } from './site-config';

/**
 * This site's edge worker: the PageSpeed proxy (edge/pagespeed, docs/checker.md), built with
 * `pagespeed.proxy: true`. It bakes in the site's origin, the partner origins, the quota and the
 * upstream from site.yaml, never a key (that is the host's secret PAGESPEED_API_KEY).
 */
export function pagespeedProxy(config: SiteConfig): EdgeWorker | undefined {
  if (!config.pagespeed.proxy) return undefined;
  const settings: ProxyConfig = {
    route: PAGESPEED_PROXY_PATH,
    siteOrigin: new URL(config.site.url).origin,
    allowedOrigins: config.pagespeed.allowedOrigins,
    quota: config.pagespeed.quota,
    upstream: config.pagespeed.endpoint,
  };
  return {
    label: 'The PageSpeed proxy',
    entry: 'edge/pagespeed/worker.ts',
    route: PAGESPEED_PROXY_PATH,
    settings,
    compatibilityDate: COMPATIBILITY_DATE,
    durableObjects: [
      {
        binding: QUOTA_BINDING,
        className: QUOTA_CLASS,
        about: 'The global quota: one Durable Object per visitor address, holding a count and a time.',
      },
    ],
  };
}
