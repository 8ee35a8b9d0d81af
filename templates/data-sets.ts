import type { z } from 'zod';

/**
 * Schemas of the shared data sets in content/data/<name>.yaml (testimonials, packages, ...).
 * Each page issue adds the sets its templates read; a template lists a set's name in `uses`
 * and reads it from `collections`.
 */
export const DATA_SCHEMAS = {} satisfies Record<string, z.ZodType>;

export type DataSchemas = Readonly<Record<string, z.ZodType>>;
export type DataSets = { readonly [K in keyof typeof DATA_SCHEMAS]: z.infer<(typeof DATA_SCHEMAS)[K]> };
