import { z } from 'zod';
import { imageSchema } from './image';

/**
 * What the engine reads of content/site.yaml, and the field types a site's own schema builds its
 * keys from. A site's schema has these two keys (its identity under `site:`, and `markdown:`) and
 * any of its own beside them (contact details, navigation, its widgets' endpoints): the engine
 * reads none of those, the site's templates do.
 */

/** An absolute http(s) URL. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' });

/** An endpoint that may be left empty to switch the service off. */
export const optionalUrl = z.union([z.literal(''), httpUrl]);

/** A switch; `--set` gives text, so "true" and "false" count as well. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});

/** A whole number; `--set` gives text, so digits count as well. */
export const count = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'must be a whole number' })
    .pipe(z.number().int().min(min).max(max));

/** An origin (scheme, host and port, no path), written as browsers send it in `Origin`. */
export const origin = httpUrl
  .refine((u) => /^https?:\/\/[^/?#]+\/?$/.test(u), 'must be an origin such as https://partner.example (no path)')
  .transform((u) => new URL(u).origin);

/** The site's identity (`site:`): its address, name and language, what every page's head says. */
export const siteIdentitySchema = z.strictObject({
  url: httpUrl.refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  brand: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(50).max(200),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag such as en-CA'),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be an Open Graph locale such as en_CA'),
  /** The default social card (og:image) of every page that sets none: made 1200 x 630 by the image pipeline. */
  ogImage: imageSchema.optional(),
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
 * How bodies are read and rendered (`markdown:`, optional): the parser (docs/markdown.md, "Which
 * parser": `auto` takes Sätteri where it loads and no plugin adds syntax) and the maintainer's
 * plugins of the unified ecosystem, run on every body after the site's own (docs/markdown.md,
 * "Your plugins").
 */
export const markdownSchema = z
  .strictObject({
    parser: z.enum(['auto', 'satteri', 'remark']).default('auto'),
    remarkPlugins: z.array(pluginEntry).default([]),
    rehypePlugins: z.array(pluginEntry).default([]),
  })
  .default({ parser: 'auto', remarkPlugins: [], rehypePlugins: [] });

/** The keys of content/site.yaml the engine reads; a site's schema has them and adds its own. */
export const engineConfigKeys = { site: siteIdentitySchema, markdown: markdownSchema };

/** The smallest site.yaml schema: a site that reads nothing else of site.yaml declares this one. */
export const siteConfigSchema = z.strictObject(engineConfigKeys);

/** content/site.yaml as the engine reads it. */
export interface SiteConfig {
  site: z.infer<typeof siteIdentitySchema>;
  markdown: MarkdownConfig;
}
export type MarkdownConfig = z.infer<typeof markdownSchema>;
export type PluginEntry = z.infer<typeof pluginEntry>;
