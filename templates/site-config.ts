import { z } from 'zod';
import { imageSchema } from './image';

/** A link in the navigation or footer; `href` is a site route or an absolute URL. */
export const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://'),
  highlight: z.boolean().optional(),
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' });
/** An endpoint that may be left empty to switch the service off. */
const optionalUrl = z.union([z.literal(''), httpUrl]);

/** An npm package name (`remark-toc`, `@scope/rehype-x`), optionally with a path inside it. */
const packageName = z
  .string()
  .regex(/^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~-]+)*$/, 'must be the name of an installed npm package, such as remark-toc');

/** A Markdown plugin: its package name, or the name with the options it is set up with. */
const pluginEntry = z.union([packageName, z.strictObject({ name: packageName, options: z.unknown().optional() })]);

/** Markdown plugins of the unified ecosystem, run on every body after the site's own (README, "Markdown"). */
const markdownSchema = z.strictObject({
  remarkPlugins: z.array(pluginEntry).default([]),
  rehypePlugins: z.array(pluginEntry).default([]),
});

/** The schema of content/site.yaml (ARCHITECTURE.md, "Config keys every issue shares"). */
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
  pagespeed: z.strictObject({ endpoint: httpUrl, apiKey: z.string() }),
  analytics: z.strictObject({
    measurementId: z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')]),
    scriptUrl: httpUrl,
  }),
  booking: z.strictObject({ url: httpUrl, scriptUrl: optionalUrl }),
  markdown: markdownSchema.default({ remarkPlugins: [], rehypePlugins: [] }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Link = z.infer<typeof linkSchema>;
export type MarkdownConfig = z.infer<typeof markdownSchema>;
export type PluginEntry = z.infer<typeof pluginEntry>;
