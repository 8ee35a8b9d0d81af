import { z } from 'zod';
import { ICON_NAMES } from '../components/Icon';
import { ROUTE_PATTERN } from '../define-template';
import { priceCardSchema, priceSchema, testimonialSchema } from '../schemas';
import { isStatedSaving } from './saving';

/**
 * The priced offers of spec document 1, 3 and 9: the services page cards, the website
 * packages, the DevOps plans and the cloud cost comparison. One data set
 * (content/data/offers.yaml) holds them, so /services, the service pages and the two
 * pricing pages show the same prices.
 */

const savingIssue = { message: 'does not match the prices: state the discount rounded up or down, or leave it out to compute it', path: ['savings'] };

/** A stated saving must be the discount of the two prices, rounded either way. */
function checkSaving(card: { price: string; originalPrice?: string | undefined; savings?: string | undefined }): boolean {
  return !card.savings || !card.originalPrice || isStatedSaving(card.savings, card.price, card.originalPrice);
}

/** Accent colours of the service cards (spec document 1, 3: blue, orange, green, purple, teal). */
export const OFFER_COLORS = ['blue', 'orange', 'green', 'purple', 'teal'] as const;

/** A card of /services (spec document 1, 3, "Service card (services page)"). */
export const serviceOfferSchema = z
  .strictObject({
    /** Names the offer for the service page that shows it (`offer:` in its front matter). */
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
    title: z.string().min(1),
    description: z.string().min(1),
    icon: z.enum(ICON_NAMES),
    originalPrice: priceSchema,
    price: priceSchema,
    savings: z.string().regex(/^\d{1,2}%$/, 'must be a percentage such as 62%').optional(),
    /** A short urgency label ("Most requested"). */
    urgency: z.string().min(1),
    spotsLeft: z.number().int().min(1),
    color: z.enum(OFFER_COLORS),
    features: z.array(z.string().min(1)).min(1),
    socialProof: z.string().min(1),
    testimonial: testimonialSchema,
    link: z.string().regex(ROUTE_PATTERN, 'must be a route such as /services/devops'),
  })
  .refine(checkSaving, savingIssue);
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

/** A client's words on a package or plan (spec document 1, 3: testimonial, client). */
const packageExtras = { testimonial: z.string().min(1), client: z.string().min(1) };

/** Spec document 1, 3, "Website package". */
export const websitePackageSchema = priceCardSchema.extend(packageExtras).refine(checkSaving, savingIssue);
export type WebsitePackage = z.infer<typeof websitePackageSchema>;

/** Spec document 1, 3, "DevOps plan": a package plus the monthly savings it brings, and its payback time. */
export const devopsPlanSchema = priceCardSchema
  .extend({ ...packageExtras, monthlySavings: priceSchema, payback: z.string().min(1) })
  .refine(checkSaving, savingIssue);
export type DevopsPlan = z.infer<typeof devopsPlanSchema>;

/** Spec document 1, 3, "Cost-comparison row": monthly dollars; the stated saving is checked. */
export const costRowSchema = z
  .strictObject({
    provider: z.string().min(1),
    current: z.number().int().positive(),
    optimized: z.number().int().nonnegative(),
    savings: z.number().int().positive(),
  })
  .refine((row) => row.optimized < row.current, { message: 'must be less than current', path: ['optimized'] })
  .refine((row) => row.savings === row.current - row.optimized, {
    path: ['savings'],
    error: (issue) => {
      const row = issue.input as { current: number; optimized: number };
      return `must be current minus optimized (${row.current - row.optimized})`;
    },
  });

function uniqueIds(offers: readonly ServiceOffer[]): boolean {
  return new Set(offers.map((o) => o.id)).size === offers.length;
}

/** content/data/offers.yaml */
export const offersSchema = z.strictObject({
  /** ISO 4217 code of every price (structured data's priceCurrency). */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
  services: z.array(serviceOfferSchema).min(1).refine(uniqueIds, 'each service needs its own id'),
  websitePackages: z.array(websitePackageSchema).min(1),
  devopsPlans: z.array(devopsPlanSchema).min(1),
  cloudCostComparison: z.array(costRowSchema).min(1),
});
export type Offers = z.infer<typeof offersSchema>;
