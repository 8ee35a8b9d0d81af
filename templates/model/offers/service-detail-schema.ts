import { z } from 'zod';
import {
  costTableLabelsSchema,
  iconCardSchema,
  processIdSchema,
  processStepSchema,
  faqEntrySchema,
} from '../section-schemas';
import { pageFields } from '../define-template';
import { offerRef } from '../data/ids';
import { ctaSchema } from '../schemas';
import { closingCtaSchema, linkCardSchema, sectionIntroSchema } from './page-schemas';

/** What the pricing section of a service page shows: its services card, or a whole set of packages. */
export const PRICING_KINDS = ['offer', 'website-packages', 'devops-plans'] as const;

/**
 * Front matter of a service page (template `service-detail`): the same structured sections
 * for /services/website-development, /services/devops, /technology-stacks,
 * /database-solutions and /mobile-development.
 */
export const serviceDetailSchema = z.strictObject({
  template: z.literal('service-detail'),
  ...pageFields,
  breadcrumb: z.string().min(1),
  /**
   * The offer of the catalog (content/data/offers.yaml) this page sells: the services card that
   * sells it gives the page its price, urgency and client.
   */
  offer: offerRef,
  /** schema.org serviceType ("Website development"). */
  serviceType: z.string().min(1),
  hero: z.strictObject({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    lead: z.string().min(1),
    highlights: z.array(z.string().min(1)).min(1).max(4),
    primary: ctaSchema,
    secondary: ctaSchema,
    /** Shown over the price ("Fixed price"); the price and its period come from the offer. */
    priceLabel: z.string().min(1),
  }),
  audience: sectionIntroSchema.extend({
    items: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) })).min(1),
  }),
  deliverables: sectionIntroSchema.extend({ items: z.array(iconCardSchema).min(1) }),
  howItWorks: sectionIntroSchema.extend({
    id: processIdSchema,
    durationLabel: z.string().min(1),
    steps: z.array(processStepSchema).min(2),
  }),
  technologies: sectionIntroSchema.extend({
    groups: z
      .array(
        z.strictObject({ name: z.string().min(1), items: z.array(z.string().min(1)).min(1), note: z.string().min(1) }),
      )
      .min(1),
  }),
  pricing: sectionIntroSchema.extend({
    show: z.enum(PRICING_KINDS),
    /** Scarcity and spots-left labels; false switches them off. */
    showUrgency: z.boolean(),
    /** The button of the services card (show: offer); package buttons come with the packages. */
    ctaLabel: z.string().min(1),
    note: z.string().min(1),
    /** The full pricing page, where there is one. */
    link: ctaSchema.optional(),
  }),
  costComparison: sectionIntroSchema.extend({ labels: costTableLabelsSchema }).optional(),
  faq: sectionIntroSchema.extend({ items: z.array(faqEntrySchema).min(1) }).optional(),
  related: sectionIntroSchema.extend({ links: z.array(linkCardSchema).min(1) }),
  finalCta: closingCtaSchema,
});
export type ServiceDetailData = z.infer<typeof serviceDetailSchema>;
