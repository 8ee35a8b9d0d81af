import { z } from 'zod';
import { ICON_NAMES } from '../model/icon-names';
import { ctaSchema, priceCardSchema, statSchema, testimonialSchema } from '../model/schemas';

const text = z.string().min(1);
const snakeCase = z.string().regex(/^[a-z0-9_]+$/, 'must be snake_case');

/** A click event sent after consent: `start_mvp` with its source `startup_hero`. */
export const clickEventSchema = z.strictObject({ name: snakeCase, source: snakeCase });
export type ClickEvent = z.infer<typeof clickEventSchema>;

/** A challenge card: the problem a visitor has and how we solve it. */
export const challengeSchema = z.strictObject({ challenge: text, solution: text, icon: z.enum(ICON_NAMES) });

/** An icon card: why-choose-us reasons, trust points. */
export const iconCardSchema = z.strictObject({ icon: z.enum(ICON_NAMES), title: text, text });

/**
 * The startup and professional-services landing pages. Packages
 * are offers of the catalog (content/data/offers.yaml) by id, whose saving is computed from
 * their prices; their buttons send `package_{offer name}` with `packages.source`. Stats are
 * company facts, testimonials people, by id.
 */
export const landingSchema = z.strictObject({
  eyebrow: text,
  heading: text,
  lead: text,
  stats: z.array(statSchema).length(3),
  primary: z.strictObject({ label: text, href: z.literal('/contact'), event: clickEventSchema }),
  secondary: ctaSchema,
  industries: z.strictObject({ title: text, items: z.array(text).min(1) }).optional(),
  challenges: z.strictObject({ title: text, lead: text, cards: z.array(challengeSchema).length(4) }),
  packages: z.strictObject({
    title: text,
    lead: text,
    source: snakeCase,
    /**
     * Offers of the catalog by id, with how this page shows them; `title` heads a card in this
     * page's words when it sells an offer of another page ("Professional Presence" over Starter).
     */
    cards: z.array(priceCardSchema.extend({ title: text.optional() })).length(3),
    note: text,
  }),
  testimonials: z.strictObject({ title: text, items: z.array(testimonialSchema).length(2) }),
  whyChooseUs: z.strictObject({ title: text, lead: text, cards: z.array(iconCardSchema).length(3) }).optional(),
  booking: z.strictObject({ title: text, lead: text, points: z.array(text).min(2) }),
});
export type LandingData = z.infer<typeof landingSchema>;

/**
 * The event a package button sends: `package_` and the package name in lower case, spaces and
 * other separators as underscores, since GA4 event names allow only letters, digits and
 * underscores.
 */
export function packageEventName(name: string): string {
  return `package_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
}
