import { z } from 'zod';
import { OFFER_FIELDS, PERSON_FIELDS, factRef, offerRef, personRef } from './data/ids';

/**
 * Front-matter and data shapes shared by several templates, so the same thing (a call to
 * action, a statistic, a price card, a testimonial) is written the same way everywhere in content/.
 */

/** A link button: a site route, an in-page anchor or an absolute URL; `track` names its cta_click event. */
export const ctaSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|#|https?:\/\/)/, 'must start with /, # or http(s)://'),
  track: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be snake_case')
    .optional(),
});
export type Cta = z.infer<typeof ctaSchema>;

/**
 * A headline figure ("8+" over "years of experience"): a company fact, by id. Its number and
 * label live once, in content/data/company.yaml, so every page that makes the claim agrees.
 */
export const statSchema = z.strictObject({ fact: factRef });
export type Stat = z.infer<typeof statSchema>;

/** A dollar price as written ("$2,999"), or a word such as "Free" or "Custom quote" (figures that are not offers). */
export const priceSchema = z
  .string()
  .regex(/^(\$\d{1,3}(,\d{3})*(\.\d{2})?|[A-Z][A-Za-z ]+)$/, 'must be a price such as $2,999, or a word such as Free');

/** Typed beside a reference, these are always a problem the build names (see cli/pipeline/content/references/). */
export const retyped = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.custom<never>(() => true).optional()])) as unknown as Record<
    K,
    z.ZodOptional<z.ZodCustom<never>>
  >;

/**
 * A package, plan or priced service card: an offer of content/data/offers.yaml by id (its name,
 * prices, saving and what it includes come from there), and how this page shows it.
 */
export const priceCardSchema = z.strictObject({
  offer: offerRef,
  popular: z.boolean().optional(),
  badge: z.string().min(1).optional(),
  /** Urgency text such as "Only 3 spots left" (content the owner controls). */
  scarcity: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
  cta: ctaSchema,
  ...retyped(OFFER_FIELDS),
});
export type PriceCardRef = z.infer<typeof priceCardSchema>;

/** A client's words, with the result they got; who said it is a person of content/data/people.yaml. */
export const testimonialSchema = z.strictObject({
  person: personRef,
  quote: z.string().min(1),
  rating: z.number().int().min(1).max(5).optional(),
  result: z.string().min(1).optional(),
  ...retyped(PERSON_FIELDS),
});
export type TestimonialData = z.infer<typeof testimonialSchema>;

/** A link of a page's closing link row (PageLinks). */
export const pageLinkSchema = z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/') });
export type PageLink = z.infer<typeof pageLinkSchema>;
