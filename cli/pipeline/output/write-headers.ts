import type { SiteConfig } from '../../kit/site-config';
import { siteHeaderRules } from './header-rules';

/**
 * `_headers` (Netlify / Cloudflare Pages format) from the site's header rules: a path pattern,
 * then its `Name: value` lines indented. `site preview` (and `dev`) send exactly these.
 */
export function renderHeaders(config: SiteConfig): string {
  return siteHeaderRules(config)
    .map((rule) => `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`)
    .join('\n');
}
