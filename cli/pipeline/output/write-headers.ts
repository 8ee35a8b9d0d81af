import type { SiteConfig } from '../../../templates/model/site-config';
import { sitePolicy } from '../../../templates/csp';

/**
 * `_headers` (Netlify / Cloudflare Pages format): the Content-Security-Policy and other
 * security headers everywhere, immutable caching for hashed assets, short caching and open
 * CORS for the partner embed scripts. `site preview` (and `dev`) send exactly these.
 */
export function renderHeaders(config: SiteConfig): string {
  return `/*
  Content-Security-Policy: ${sitePolicy(config)}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/embed/*
  Cache-Control: public, max-age=300, must-revalidate
  Access-Control-Allow-Origin: *
  Cross-Origin-Resource-Policy: cross-origin
`;
}
