import { z } from 'zod';
import { ICON_NAMES } from '../icon-names';
import { OFFER_FIELDS, factId, noTypedSavings, offerRef } from './ids';
import { promotionSchema } from '../offers/promotion';
import { ROUTE_PATTERN } from '../../../cli/kit/route-pattern';
import { ctaSchema, retyped, testimonialSchema } from '../schemas';

/**
 * content/data/offers.yaml: the catalog, every product and plan the site sells with its prices
 * (the one home of a price), and the groups of offers several pages show the same way (the
 * services page cards, the website packages, the DevOps plans), each naming its offer by id.
 */

/** Accent colours of the service cards. */
export const OFFER_COLORS = ['blue', 'orange', 'green', 'purple', 'teal'] as const;

/** How often an offer's price is paid (the keys content uses), and how a card writes it. */
export const PERIODS = { 'one-time': 'one-time', month: '/month', 'per-page': 'per page' } as const;

/** Another offer of the catalog, included whole; `note` says what that is in a few words. */
export const includedOfferSchema = z.strictObject({ offer: offerRef, note: z.string().min(1).optional() });
export type IncludedOffer = z.infer<typeof includedOfferSchema>;

/**
 * One product or plan the site sells (content/data/offers.yaml, `catalog`). Its prices live
 * here and nowhere else: every card, table, directive (`:price[id]`) and structured-data block
 * reads them by id, and the saving is computed from the two prices, never typed.
 */
export const offerSchema = z
  .strictObject({
    id: factId,
    name: z.string().min(1),
    /**
     * Other names prose gives it ("Starter package", "Starter website"): a dollar amount in a
     * sentence that names it by any of them is read as its price (see docs/facts.md).
     */
    aliases: z.array(z.string().min(2)).optional(),
    description: z.string().min(1),
    /** Whole dollars (0 shows as Free), or `quote` for work priced after a scoping call. */
    price: z.union([z.number().nonnegative(), z.literal('quote')]),
    /** The crossed-out regular price; the saving shown is computed from it. */
    originalPrice: z.number().positive().optional(),
    savings: noTypedSavings,
    /**
     * Spots left this month, for an offer no formula covers (templates/model/offers/scarcity.ts
     * computes the others): a number, or `by-day-of-month`, the free-audit count-down.
     */
    spots: z.union([z.number().int().min(1), z.literal('by-day-of-month')]).optional(),
    period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS, ...(keyof typeof PERIODS)[]]).default('one-time'),
    /**
     * What the offer's sale covers, in a few words that name it the same way wherever it is sold
     * ("5-page website"): two offers with the same scope and the same price are one offer.
     */
    scope: z.string().min(2).optional(),
    /**
     * What it includes, as short items. `{ offer: id }` includes another offer whole (shown as
     * "Everything in <its name>", with `note` after it): it then costs at least as much, now and
     * at its regular price.
     */
    includes: z.array(z.union([z.string().min(1), includedOfferSchema])).min(1),
    notIncluded: z.array(z.string().min(1)).optional(),
  })
  .refine(
    (offer) =>
      offer.originalPrice === undefined || (typeof offer.price === 'number' && offer.originalPrice > offer.price),
    {
      message: 'must be more than price (it is the regular price the offer saves on)',
      path: ['originalPrice'],
    },
  );
/** An offer as content/data/offers.yaml gives it. */
export type OfferData = z.infer<typeof offerSchema>;
/** An offer as pages show it: every item it includes written out (an included offer by its name). */
export type Offer = Omit<OfferData, 'includes'> & { includes: string[] };

const retypedOffer = retyped(OFFER_FIELDS);

/** A card of /services, for one offer of the catalog. */
export const serviceOfferSchema = z.strictObject({
  /** The offer it sells; a service page names the same offer in its `offer:`. */
  offer: z.string().min(1),
  /** The service's headline and pitch (the offer's own name is the package it sells). */
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.enum(ICON_NAMES),
  /** A short urgency label ("Most requested"). */
  urgency: z.string().min(1),
  color: z.enum(OFFER_COLORS),
  socialProof: z.string().min(1),
  testimonial: testimonialSchema,
  link: z.string().regex(ROUTE_PATTERN, 'must be a route such as /services/devops'),
  ...retypedOffer,
});
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

/** How a group shows one offer: emphasis, a client's words and the call to action. */
const groupCard = {
  offer: z.string().min(1),
  popular: z.boolean().optional(),
  badge: z.string().min(1).optional(),
  testimonial: testimonialSchema,
  cta: ctaSchema,
  ...retypedOffer,
};

/** A website package: an offer, shown in the packages' order. */
export const websitePackageSchema = z.strictObject(groupCard);
export type WebsitePackage = z.infer<typeof websitePackageSchema>;

/** A DevOps plan: a package plus the monthly savings it brings, and its payback time. */
export const devopsPlanSchema = z.strictObject({
  ...groupCard,
  monthlySavings: z.number().int().positive(),
  payback: z.string().min(1),
});
export type DevopsPlan = z.infer<typeof devopsPlanSchema>;

/** A row of the cost comparison: monthly dollars; the saving is computed (current minus optimized). */
export const costRowSchema = z
  .strictObject({
    provider: z.string().min(1),
    current: z.number().int().positive(),
    optimized: z.number().int().nonnegative(),
    savings: z
      .never({ error: 'the saving is computed (current minus optimized), never typed: remove this field' })
      .optional(),
  })
  .refine((row) => row.optimized < row.current, { message: 'must be less than current', path: ['optimized'] });
export type CostRow = z.infer<typeof costRowSchema>;

/** content/data/offers.yaml */
export const offersSchema = z.strictObject({
  /** ISO 4217 code of every price (structured data's priceCurrency). */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
  /** Every product and plan, once. */
  catalog: z.array(offerSchema).min(1),
  services: z.array(serviceOfferSchema).min(1),
  websitePackages: z.array(websitePackageSchema).min(1),
  devopsPlans: z.array(devopsPlanSchema).min(1),
  cloudCostComparison: z.array(costRowSchema).min(1),
  /** The one price promotion: every countdown counts down to its end, under its name. */
  promotion: promotionSchema,
});
export type Offers = z.infer<typeof offersSchema>;
