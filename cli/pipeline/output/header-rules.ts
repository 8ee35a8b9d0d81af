import type { SiteConfig } from '../../kit/site-config';
import { sitePolicy } from '../site/index';

/** A header a rule sets: name and value, as the response carries them. */
export type Header = readonly [name: string, value: string];

/**
 * One rule: the folder whose every path it covers, written as `_headers` writes it (`/assets/*`;
 * `/*` for every path), and the headers it adds there. A path several rules cover gets all of
 * their headers. Only folders: each host's format has them, and the site needs no other pattern.
 */
export interface HeaderRule {
  path: `${string}/*`;
  headers: readonly Header[];
}

/**
 * The one home of the site's response headers. `_headers` (Cloudflare, Netlify), `vercel.json`
 * and the nginx snippet are each written from it, so a header is typed once and every host that
 * reads rules sends the same ones:
 *
 * - everywhere: the Content-Security-Policy and the other security headers;
 * - `/assets/*`: immutable caching, since every file there has its hash in its name;
 * - `/embed/*`: the partner embed scripts, cached briefly (their names are fixed, partners' pages
 *   name them) and loadable from any origin.
 */
export function siteHeaderRules(config: SiteConfig): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', sitePolicy(config)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'DENY'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    {
      path: '/embed/*',
      headers: [
        ['Cache-Control', 'public, max-age=300, must-revalidate'],
        ['Access-Control-Allow-Origin', '*'],
        ['Cross-Origin-Resource-Policy', 'cross-origin'],
      ],
    },
  ];
}

/** The folder a rule covers, with its slash (`/assets/*` -> `/assets/`, `/*` -> `/`). */
export const ruleFolder = (rule: HeaderRule) => rule.path.slice(0, -1);

/** Whether `rule` covers the path `path`. */
export const ruleCovers = (rule: HeaderRule, path: string) => path.startsWith(ruleFolder(rule));
