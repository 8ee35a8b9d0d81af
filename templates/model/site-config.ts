import { z } from 'zod';
import { imageSchema } from '../../cli/kit/image';

/** A link in the navigation or footer; `href` is a site route or an absolute URL. */
export const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://'),
  highlight: z.boolean().optional(),
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' });
/** An endpoint that may be left empty to switch the service off. */
const optionalUrl = z.union([z.literal(''), httpUrl]);

/** A switch; `--set` gives text, so "true" and "false" count as well. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});
/** A whole number; `--set` gives text, so digits count as well. */
const count = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'must be a whole number' })
    .pipe(z.number().int().min(min).max(max));
/** An origin (scheme, host and port, no path), written as browsers send it in `Origin`. */
const origin = httpUrl
  .refine((u) => /^https?:\/\/[^/?#]+\/?$/.test(u), 'must be an origin such as https://partner.example (no path)')
  .transform((u) => new URL(u).origin);

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

/** An npm package name (`remark-toc`, `@scope/rehype-x`), optionally with a path inside it. */
const packageName = z
  .string()
  .regex(
    /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~-]+)*$/,
    'must be the name of an installed npm package, such as remark-toc',
  );

/** A Markdown plugin: its package name, or the name with the options it is set up with. */
const pluginEntry = z.union([packageName, z.strictObject({ name: packageName, options: z.unknown().optional() })]);

/**
 * How bodies are read and rendered: the parser (docs/markdown.md, "Which parser": `auto` takes
 * Sätteri where it loads and no plugin adds syntax) and the maintainer's plugins of the unified
 * ecosystem, run on every body after the site's own (docs/markdown.md, "Your plugins").
 */
const markdownSchema = z.strictObject({
  parser: z.enum(['auto', 'satteri', 'remark']).default('auto'),
  remarkPlugins: z.array(pluginEntry).default([]),
  rehypePlugins: z.array(pluginEntry).default([]),
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
  site: z.strictObject({
    url: httpUrl.refine((u) => !u.endsWith('/'), 'must not end with a slash'),
    brand: z.string().min(1),
    tagline: z.string().min(1),
    description: z.string().min(50).max(200),
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag such as en-CA'),
    locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be an Open Graph locale such as en_CA'),
    /** The default social card (og:image) of every page that sets none: made 1200 x 630 by the image pipeline. */
    ogImage: imageSchema.optional(),
  }),
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
  markdown: markdownSchema.default({ parser: 'auto', remarkPlugins: [], rehypePlugins: [] }),
  urgency: urgencySchema.default({ enabled: true }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Where the checker on the site's own pages sends its requests: the proxy beside the pages, or the API itself. */
export function checkerEndpoint(site: SiteConfig): string {
  return site.pagespeed.proxy ? PAGESPEED_PROXY_PATH : site.pagespeed.endpoint;
}
export type Link = z.infer<typeof linkSchema>;
export type MarkdownConfig = z.infer<typeof markdownSchema>;
export type PluginEntry = z.infer<typeof pluginEntry>;
