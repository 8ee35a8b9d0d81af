import { z } from 'zod';
import type { BookingContent } from '../widgets/booking/booking-content';
import { portfolioSchema } from './data/portfolio';
import { companySchema } from './facts/company';
import { peopleSchema } from './facts/people';
import { offersSchema } from './offers/schemas';
import { formsSchema } from './forms-schema';
import { checkerContentSchema } from './checker-schema';
import { cloudGuideCopySchema } from './cloud/guide-copy';

const bookingSchema = z.strictObject({
  title: z.string().min(1),
  intro: z.string().min(1),
  sessionsLegend: z.string().min(1),
  slotsLegend: z.string().min(1),
  timezoneNote: z.string().min(1),
  bookLabel: z.string().min(1),
  compact: z.strictObject({ title: z.string(), text: z.string(), button: z.string(), duration: z.number().int().positive() }),
  sessions: z
    .array(
      z.strictObject({
        type: z.enum(['strategy', 'demo', 'audit']),
        title: z.string().min(1),
        duration: z.number().int().positive(),
        description: z.string().min(1),
        popular: z.boolean(),
      }),
    )
    .min(1),
  slots: z.array(z.strictObject({ time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/, 'must look like 9:00 AM'), available: z.boolean() })).min(1),
}) satisfies z.ZodType<BookingContent>;

/**
 * Schemas of the shared data sets in content/data/<name>.yaml. A template lists a set's
 * name in `uses` and reads it from `collections`; page issues add the sets they need.
 */
export const DATA_SCHEMAS = {
  booking: bookingSchema,
  portfolio: portfolioSchema,
  people: peopleSchema,
  offers: offersSchema,
  company: companySchema,
  forms: formsSchema,
  checker: checkerContentSchema,
  'cloud-guide': cloudGuideCopySchema,
} satisfies Record<string, z.ZodType>;

export type DataSchemas = Readonly<Record<string, z.ZodType>>;
export type DataSets = { readonly [K in keyof typeof DATA_SCHEMAS]: z.infer<(typeof DATA_SCHEMAS)[K]> };
