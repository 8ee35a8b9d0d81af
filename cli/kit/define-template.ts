import type { ReactElement } from 'react';
import { z } from 'zod';
import { imageSchema } from './image';
import type { AnySite, CollectionName, Heading, PageContext, SiteTypes } from './page-context';
import { ROUTE_PATTERN } from './route-pattern';

/** Front matter every page may set, whatever its template. */
export const pageFields = {
  title: z.string().min(1).max(120),
  description: z.string().min(20).max(200),
  permalink: z
    .string()
    .regex(ROUTE_PATTERN, 'must be a path such as /sample-page/ (lower case, starting with /)')
    .optional(),
  noindex: z.boolean().optional(),
  /** Built only with --include-internal and by `dev`; never indexed. */
  internal: z.boolean().optional(),
  draft: z.boolean().optional(),
  /** The page's social card (og:image); the site's default card when left out. */
  image: imageSchema.optional(),
};

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export const isoDate = z
  .string()
  .regex(DATE_FORMAT, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, {
    error: (issue) => `${String(issue.input)} is not a real calendar date (${whyNot(String(issue.input))})`,
  });

/**
 * Round-trips the date through Date: V8 parses 2025-02-30 as March 2 rather than failing, so
 * only a date that comes back unchanged exists. Badly formatted text is the regex's to report.
 */
export function isCalendarDate(text: string): boolean {
  if (!DATE_FORMAT.test(text)) return true;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** What is wrong with a YYYY-MM-DD date that does not exist, so the fix is plain: `February 2025 has 28 days`. */
function whyNot(text: string): string {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12) return 'months run from 01 to 12';
  if (day < 1) return 'days start at 01';
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return `${name} ${year} has ${days} days`;
}

export interface TemplateHead {
  ogType?: 'website' | 'article';
  /** JSON-LD objects, each written as its own script block. */
  structuredData?: readonly object[];
  /** Date of last change, for the sitemap's lastmod. */
  lastmod?: string;
}

/**
 * A page template: its front matter's schema, its component and what it reads. `S` is the site's
 * types (its site.yaml, facts and collections); the engine holds every template as `AnyTemplate`.
 */
export interface TemplateDefinition<Data, S extends SiteTypes = AnySite> {
  schema: z.ZodType<Data>;
  component(context: PageContext<Data, S>): ReactElement;
  /** Collections the template reads besides its own page (`templatesOf` checks the names against the site's). */
  uses: readonly string[];
  head?(context: PageContext<Data, S>): TemplateHead;
  /**
   * The part of `collections` a page of this template renders, when that is much less than
   * the whole of what it `uses` (an article shows three related posts, not all of them). The
   * build re-renders a page only when this changes; without it, when anything it uses changes.
   * It must cover everything the component and head read from collections.
   */
  select?(page: { route: string; data: Data }, collections: S['collections']): unknown;
  /**
   * Turns one content page into several routes (pagination): each gets its own route, title,
   * description and data. The content page's own route should be the first.
   */
  paginate?(
    page: { route: string; title: string; description: string; data: Data },
    collections: S['collections'],
  ): GeneratedRoute<Data>[];
  /**
   * Problems between the front matter and the Markdown body that no schema can see (a FAQ
   * question without its answer section); the build reports them with the other content problems.
   */
  checkBody?(data: Data, headings: readonly Heading[]): BodyProblem[];
  /**
   * Problems between the front matter and the collections that no schema can see (a service page
   * naming an offer no /services card sells); reported with the other content problems, at load,
   * so a template never meets them while rendering.
   */
  checkData?(data: Data, collections: S['collections']): DataProblem[];
  /** The template shows its body section by section: the page context then has `page.sections`. */
  bodySections?: true;
}

/** One route a paginated template makes from its content page. */
export interface GeneratedRoute<Data> {
  route: string;
  title: string;
  description: string;
  data: Data;
}

/** What checkData reports: the field, what is wrong and what to do. */
export interface DataProblem {
  field: readonly (string | number)[];
  message: string;
  hint: string;
}

/** What checkBody reports: what is wrong and what to do. */
export interface BodyProblem {
  message: string;
  hint: string;
}

/** Any template, as the registry holds them (method signatures keep the data type assignable). */
export type AnyTemplate = TemplateDefinition<unknown>;

/**
 * Declares a page template of a site with types `S`: `templatesOf<MySite>().defineTemplate({...})`,
 * so each template's context has the site's own site.yaml, facts and collections.
 */
export function templatesOf<S extends SiteTypes>() {
  return {
    defineTemplate: <Data>(
      definition: TemplateDefinition<Data, S> & { uses: readonly CollectionName<S>[] },
    ): TemplateDefinition<Data, S> => definition,
  };
}
