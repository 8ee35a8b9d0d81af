import { z } from 'zod';
import { imageSchema } from '../../../cli/kit/image';
import type { Person } from './people';
import { priceSchema, testimonialSchema } from '../schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A short figure as the page writes it: "+212%", "$38K/mo", "1.2s". */
const figure = z.string().min(1).max(20);

/** What a case measures; each page shows some of them. */
export const CASE_METRICS = ['conversion', 'traffic', 'revenue', 'loadTime', 'bounceRate'] as const;
export type CaseMetric = (typeof CASE_METRICS)[number];

/**
 * The field that names a page's labels for case metrics. A metric has one label: every page
 * that labels it gives the same words (the build compares them), so "+145%" never reads as
 * organic traffic on one page and pageviews on the next.
 */
export const METRIC_LABELS_FIELD = 'metricLabels';

/** Labels for the case metrics a page shows, by metric (`{ conversion: Conversions }`). */
export const metricLabelsSchema = <K extends CaseMetric>(metrics: readonly K[]) =>
  z.strictObject(Object.fromEntries(metrics.map((key) => [key, z.string().min(1)])) as Record<K, z.ZodString>);

/**
 * One client project (content/data/portfolio.yaml), shown as a portfolio case on the home page
 * (title, description, url, image, metrics, technologies, results, testimonial, client) and as a
 * case study on /portfolio (company, industry, challenge, solution, results, testimonial,
 * clientName, image, tags, timeline, investment). One record per client, so both pages always
 * tell the same numbers.
 */
export const portfolioCaseSchema = z.strictObject({
  id: z.string().regex(SLUG, 'must be lower-case words joined by hyphens'),
  industry: z.string().min(1),
  url: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' }),
  /** A screenshot of the client's site, in content/ (the image pipeline makes its sizes). */
  image: imageSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Home shows conversion, traffic, revenue and load time; /portfolio conversion, revenue, traffic and bounce rate. */
  metrics: z.strictObject(
    Object.fromEntries(CASE_METRICS.map((key) => [key, figure])) as Record<CaseMetric, typeof figure>,
  ),
  technologies: z.array(z.string().min(1)).min(1),
  results: z.array(z.string().min(1)).min(1),
  /**
   * The client's words; `person` is the client contact (clientName), a person of
   * content/data/people.yaml, whose `company` is the client's name (clientOf): typed once.
   */
  testimonial: testimonialSchema,
  study: z.strictObject({
    challenge: z.string().min(1),
    solution: z.string().min(1),
    tags: z.array(z.string().min(1)).min(1),
    /** Weeks from kick-off to launch. */
    timelineWeeks: z.number().int().positive(),
    investment: priceSchema,
  }),
});
export type PortfolioCase = z.infer<typeof portfolioCaseSchema>;

export const portfolioSchema = z
  .array(portfolioCaseSchema)
  .min(1)
  .superRefine((cases, ctx) => {
    const seen = new Set<string>();
    cases.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `${c.id} is used by another case; ids must be unique`,
        });
      seen.add(c.id);
    });
  });

/** The client's name: the company of the person who speaks for it (`facts` finds people by id). */
export const clientOf = (
  item: Pick<PortfolioCase, 'testimonial'>,
  facts: { person(id: string): Pick<Person, 'company'> },
) => facts.person(item.testimonial.person).company;
