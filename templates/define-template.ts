import type { ReactElement } from 'react';
import { z } from 'zod';
import type { CollectionName, PageContext } from './page-context';

/** Front matter every page may set, whatever its template. */
export const pageFields = {
  title: z.string().min(1).max(120),
  description: z.string().min(20).max(200),
  permalink: z
    .string()
    .regex(/^\/(?:[a-z0-9][a-z0-9._-]*\/?)*$/, 'must be a path such as /sample-page/ (lower case, starting with /)')
    .optional(),
  noindex: z.boolean().optional(),
  /** Built only with --include-internal and by `dev`; never indexed. */
  internal: z.boolean().optional(),
  draft: z.boolean().optional(),
};

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'is not a real calendar date');

export interface TemplateHead {
  ogType?: 'website' | 'article';
  /** JSON-LD objects, each written as its own script block. */
  structuredData?: readonly object[];
  /** Date of last change, for the sitemap's lastmod. */
  lastmod?: string;
}

export interface TemplateDefinition<Data> {
  schema: z.ZodType<Data>;
  component(context: PageContext<Data>): ReactElement;
  /** Collections the template reads besides its own page. */
  uses: readonly CollectionName[];
  head?(context: PageContext<Data>): TemplateHead;
}

/** Any template, as the registry holds them (method signatures keep the data type assignable). */
export type AnyTemplate = TemplateDefinition<unknown>;

/** Declares a page template: its front-matter schema, its component and what it reads. */
export function defineTemplate<Data>(definition: TemplateDefinition<Data>): TemplateDefinition<Data> {
  return definition;
}
