import type { EmbeddableWidget } from '../components/LiveExample';
import { PAGESPEED_PROXY_PATH, type SiteConfig } from '../model/site-config';
import { endpointSource, mergeDirectives, serializePolicy } from '../../cli/kit/csp/policy';

/** One Content-Security-Policy entry a partner page needs for an embed, and why. */
export interface CspEntry {
  directive: string;
  source: string;
  why: string;
}

const origin = (url: string) => new URL(url).origin;
const endpoint = (url: string) => endpointSource(url) ?? '';

/** A form embed: its script, and the form endpoint for the JSON send and the form's own POST action. */
function formEntries(site: SiteConfig, url: string): CspEntry[] {
  const script = { directive: 'script-src', source: origin(site.site.url), why: 'the embed script itself' };
  if (!url) return [script];
  return [
    script,
    {
      directive: 'connect-src',
      source: endpoint(url),
      why: 'sending the form as JSON (with data-endpoint, your endpoint instead)',
    },
    {
      directive: 'form-action',
      source: endpoint(url),
      why: "the form's POST action (with data-endpoint, your endpoint instead)",
    },
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
          {
            directive: 'script-src',
            source: origin(site.booking.scriptUrl),
            why: 'the scheduler popup, loaded when a visitor is about to book',
          },
          {
            directive: 'style-src',
            source: origin(site.booking.scriptUrl),
            why: "the scheduler popup's own stylesheet",
          },
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
      ? {
          directive: 'connect-src',
          source: endpoint(`${site.site.url}${PAGESPEED_PROXY_PATH}`),
          why: 'our PageSpeed service the analysis calls (with data-endpoint, your proxy instead)',
        }
      : {
          directive: 'connect-src',
          source: endpoint(site.pagespeed.endpoint),
          why: 'the PageSpeed Insights API the analysis calls (with data-endpoint, your proxy instead)',
        },
  ],
};

/** The entries as policy text, one directive per line, for a partner to merge into their own. */
export function cspSnippet(entries: readonly CspEntry[]): string {
  const directives = mergeDirectives(entries.map(({ directive, source }) => [directive, [source]] as const));
  return `${serializePolicy(directives, ';\n')};`;
}
