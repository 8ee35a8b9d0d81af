import type { z } from 'zod';
import { bookingSchema } from './booking';
import { checkerContentSchema } from './checker';
import { cloudGuideCopySchema } from './cloud-guide';
import { companySchema } from './company';
import { formsSchema } from './forms';
import { offersSchema } from './offers';
import { peopleSchema } from './people';
import { portfolioSchema } from './portfolio';

/**
 * The shared data sets in content/data/<name>.yaml, each validated by the schema in the file
 * of this folder named after it. cli's data loader reads this registry: a YAML file without
 * an entry here is an error. A template lists a set's name in `uses` and reads it from
 * `collections`; page issues add the sets they need.
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
