import { PAGESPEED_PROXY_PATH, type SiteConfig } from '../site-config';
import type { EmbeddableWidget } from './LiveExample';

/** One Content-Security-Policy entry a partner page needs for an embed, and why. */
export interface CspEntry {
  directive: string;
  source: string;
  why: string;
}

const origin = (url: string) => new URL(url).origin;
/** An endpoint as a CSP source: the URL without its query, so only that path is allowed. */
const endpoint = (url: string) => `${new URL(url).origin}${new URL(url).pathname}`;

/** A form embed: its script, and the form endpoint for the JSON send and the form's own POST action. */
function formEntries(site: SiteConfig, url: string): CspEntry[] {
  const script = { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' };
  if (!url) return [script];
  return [
    script,
    { directive: 'connect-src', source: endpoint(url), why: 'sending the form as JSON (with data-endpoint, your endpoint instead)' },
    { directive: 'form-action', source: endpoint(url), why: "the form's POST action (with data-endpoint, your endpoint instead)" },
  ];
}

/**
 * What each embed needs in a partner page's CSP (documented on /embed). Styles need no entry:
 * the embed runtime uses a constructed stylesheet, which style-src does not govern.
 */
export const EMBED_CSP: Record<EmbeddableWidget, (site: SiteConfig) => CspEntry[]> = {
  booking: (site) => [
    { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' },
    ...(site.booking.scriptUrl
      ? [
          { directive: 'script-src', source: origin(site.booking.scriptUrl), why: 'the scheduler popup, loaded when a visitor is about to book' },
          { directive: 'style-src', source: origin(site.booking.scriptUrl), why: "the scheduler popup's own stylesheet" },
          { directive: 'frame-src', source: origin(site.booking.url), why: 'the scheduling page inside the popup' },
        ]
      : []),
  ],
  'contact-form': (site) => formEntries(site, site.forms.contact),
  'lead-form': (site) => formEntries(site, site.forms.lead),
  'email-capture': (site) => formEntries(site, site.forms.resource),
  // No React, no requests: the banner's styles are a constructed stylesheet like every embed's.
  consent: (site) => [{ directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' }],
  checker: (site) => [
    { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' },
    site.pagespeed.proxy
      ? { directive: 'connect-src', source: endpoint(`${site.site.url}${PAGESPEED_PROXY_PATH}`), why: 'our PageSpeed service the analysis calls (with data-endpoint, your proxy instead)' }
      : { directive: 'connect-src', source: endpoint(site.pagespeed.endpoint), why: 'the PageSpeed Insights API the analysis calls (with data-endpoint, your proxy instead)' },
  ],
};

/** The entries as policy text, one directive per line, for a partner to merge into their own. */
export function cspSnippet(entries: readonly CspEntry[]): string {
  const byDirective = new Map<string, string[]>();
  for (const { directive, source } of entries) byDirective.set(directive, [...new Set([...(byDirective.get(directive) ?? []), source])]);
  return [...byDirective].map(([directive, sources]) => `${directive} ${sources.join(' ')};`).join('\n');
}
