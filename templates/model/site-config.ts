import { z } from 'zod';
import { engineConfigKeys, flag, httpUrl, optionalUrl, origin, count } from '../../cli/kit/site-config';

/** A link in the navigation or footer; `href` is a site route or an absolute URL. */
export const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://'),
  highlight: z.boolean().optional(),
});

/** The path of the PageSpeed proxy (edge/pagespeed) on the site, when `pagespeed.proxy` is on. */
export const PAGESPEED_PROXY_PATH = '/api/pagespeed';

/**
 * The website checker's PageSpeed settings (docs/checker.md, "The pagespeed keys"). `endpoint` is the
 * runPagespeed API: what the proxy calls, or with `proxy: false` what visitors' browsers call
 * (with `apiKey`, which is then public). With `proxy: true` the build writes dist/_worker.js,
 * whose key is the host's secret PAGESPEED_API_KEY and never part of the build.
 */
const pagespeedSchema = z.strictObject({
  endpoint: httpUrl,
  apiKey: z.string(),
  proxy: flag.default(false),
  /** Partner origins whose pages may call the proxy (the checker embed), besides the site's own. */
  allowedOrigins: z
    .union([
      z.array(origin),
      z
        .string()
        .transform((s) =>
          s
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        )
        .pipe(z.array(origin)),
    ])
    .default([]),
  /** Analyses per client address per 10 minutes that reach the upstream. */
  quota: count(1, 10_000).default(10),
});

/**
 * The urgency elements (docs/urgency.md): countdowns, spots-left and scarcity lines, the viewer
 * count and its booked-today badge, lost-revenue claims and the home statistics' random variation.
 * On, each page's own switches decide; off removes every one of them from every page, and with
 * them the scripts that drive them, for an owner who wants a still page that claims no more than
 * the facts.
 */
const urgencySchema = z.strictObject({ enabled: flag.default(true) });

/** The schema of content/site.yaml (docs/content.md, "site.yaml keys"). */
export const siteConfigSchema = z.strictObject({
  site: engineConfigKeys.site,
  contact: z.strictObject({
    email: z.email(),
    phone: z.string().min(1),
    phoneDial: z.string().regex(/^\+\d{7,15}$/, 'must be a number in international form such as +14035550147'),
    chatNumber: z.string().regex(/^\d{7,15}$/, 'must be digits only, with the country code, such as 14035550147'),
    chatMessage: z.string().min(1),
    location: z.string().min(1),
    serviceArea: z.string().min(1),
    address: z.strictObject({
      locality: z.string().min(1),
      region: z.string().min(1),
      country: z.string().length(2),
    }),
    geo: z.strictObject({
      region: z.string().regex(/^[A-Z]{2}-[A-Z]{2}$/, 'must be an ISO 3166-2 code such as CA-AB'),
      placename: z.string().min(1),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  }),
  navigation: z.array(linkSchema).min(1),
  footer: z.strictObject({
    blurb: z.string().min(1),
    quickLinks: z.array(linkSchema),
    serviceLinks: z.array(linkSchema),
    legalLinks: z.array(linkSchema),
  }),
  forms: z.strictObject({ contact: optionalUrl, lead: optionalUrl, resource: optionalUrl }),
  pagespeed: pagespeedSchema,
  analytics: z.strictObject({
    measurementId: z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')]),
    scriptUrl: httpUrl,
  }),
  booking: z.strictObject({ url: httpUrl, scriptUrl: optionalUrl }),
  markdown: engineConfigKeys.markdown,
  urgency: urgencySchema.default({ enabled: true }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Where the checker on the site's own pages sends its requests: the proxy beside the pages, or the API itself. */
export function checkerEndpoint(site: SiteConfig): string {
  return site.pagespeed.proxy ? PAGESPEED_PROXY_PATH : site.pagespeed.endpoint;
}
export type Link = z.infer<typeof linkSchema>;
