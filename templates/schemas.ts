import { z } from 'zod';

/**
 * Front-matter and data shapes shared by several templates, so the same thing (a call to
 * action, a statistic, a price card, a testimonial) is written the same way everywhere in content/.
 */

/** A link button: a site route, an in-page anchor or an absolute URL; `track` names its cta_click event. */
export const ctaSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|#|https?:\/\/)/, 'must start with /, # or http(s)://'),
  track: z.string().regex(/^[a-z0-9_]+$/, 'must be snake_case').optional(),
});
export type Cta = z.infer<typeof ctaSchema>;

/** A headline figure: "312%" over "average lead increase". */
export const statSchema = z.strictObject({ value: z.string().min(1), label: z.string().min(1) });
export type Stat = z.infer<typeof statSchema>;

/** A dollar price as written ("$2,999"), or a word such as "Free" or "Custom quote". */
export const priceSchema = z.string().regex(/^(\$\d{1,3}(,\d{3})*(\.\d{2})?|[A-Z][A-Za-z ]+)$/, 'must be a price such as $2,999, or a word such as Free');

/** A package, plan or priced service card. */
export const priceCardSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1).optional(),
  price: priceSchema,
  /** The crossed-out anchor price; the card shows the saving computed from it. */
  originalPrice: priceSchema.optional(),
  /**
   * The saving as the offer states it ("62%"), where content fixes it (spec document 1, 9 gives
   * "$2,999, was $8,000, save 62%"); without it the card computes discountPercent.
   */
  savings: z.string().regex(/^\d{1,2}%$/, 'must be a percentage such as 62%').optional(),
  /** Shown after the price: "one-time", "/month". */
  period: z.string().min(1).optional(),
  popular: z.boolean().optional(),
  badge: z.string().min(1).optional(),
  /** Urgency text such as "Only 3 spots left" (content the owner controls). */
  scarcity: z.string().min(1).optional(),
  features: z.array(z.string().min(1)).min(1),
  notIncluded: z.array(z.string().min(1)).optional(),
  note: z.string().min(1).optional(),
  cta: ctaSchema,
});
export type PriceCardData = z.infer<typeof priceCardSchema>;

/** A client's words, with the result they got. */
export const testimonialSchema = z.strictObject({
  quote: z.string().min(1),
  name: z.string().min(1),
  role: z.string().min(1).optional(),
  company: z.string().min(1).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  result: z.string().min(1).optional(),
});
export type TestimonialData = z.infer<typeof testimonialSchema>;
