import type { SiteConfig } from '../site-config';
import type { EmbeddableWidget } from './LiveExample';

/** One Content-Security-Policy entry a partner page needs for an embed, and why. */
export interface CspEntry {
  directive: string;
  source: string;
  why: string;
}

const origin = (url: string) => new URL(url).origin;
/** An endpoint as a CSP source: origin and path, without the query (CSP ignores it). */
const endpoint = (url: string) => `${origin(url)}${new URL(url).pathname}`;

/**
 * What each embed needs in a partner page's CSP (documented on /embed). Styles need no entry:
 * the embed runtime uses a constructed stylesheet, which style-src does not govern.
 */
export const EMBED_CSP: Record<EmbeddableWidget, (site: SiteConfig) => CspEntry[]> = {
  booking: (site) => [
    { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' },
    ...(site.booking.scriptUrl
      ? [
          { directive: 'script-src', source: origin(site.booking.scriptUrl), why: 'the scheduler popup, loaded on the first click' },
          { directive: 'style-src', source: origin(site.booking.scriptUrl), why: "the scheduler popup's own stylesheet" },
          { directive: 'frame-src', source: origin(site.booking.url), why: 'the scheduling page inside the popup' },
        ]
      : []),
  ],
  checker: (site) => [
    { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' },
    { directive: 'connect-src', source: endpoint(site.pagespeed.endpoint), why: 'the PageSpeed Insights API the analysis calls (with data-endpoint, your proxy instead)' },
  ],
};

/** The entries as policy text, one directive per line, for a partner to merge into their own. */
export function cspSnippet(entries: readonly CspEntry[]): string {
  const byDirective = new Map<string, string[]>();
  for (const { directive, source } of entries) byDirective.set(directive, [...new Set([...(byDirective.get(directive) ?? []), source])]);
  return [...byDirective].map(([directive, sources]) => `${directive} ${sources.join(' ')};`).join('\n');
}
