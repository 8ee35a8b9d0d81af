import { z } from 'zod';
import { ROUTE_PATTERN } from '../../../cli/kit/route-pattern';
import { ctaSchema } from '../schemas';

/**
 * Front-matter pieces the services, solutions, service and pricing templates share.
 */

/** A heading with an optional lead paragraph. */
export const sectionIntroSchema = z.strictObject({
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
});
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

/** A card that is one link: to a pricing page, a related service. */
export const linkCardSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  href: z.string().regex(ROUTE_PATTERN, 'must be a route such as /website-pricing'),
});
export type LinkCard = z.infer<typeof linkCardSchema>;

/** The closing call to action (CallToAction). */
export const closingCtaSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});
export type ClosingCta = z.infer<typeof closingCtaSchema>;
