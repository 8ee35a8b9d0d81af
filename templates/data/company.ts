import { z } from 'zod';
import { factId } from '../facts/ids';

/**
 * A counted claim about the company ("8+ years of experience", "$2.1M+ revenue generated for
 * clients"): its number once, with how it is written and what it counts. Every page that
 * makes the claim refers to it (`fact: years-experience`, `:fact[years-experience]`).
 */
export const companyFactSchema = z.strictObject({
  id: factId,
  /** The figure, or a range written from-to ("40-60%"). */
  value: z.union([z.number().nonnegative(), z.tuple([z.number().nonnegative(), z.number().nonnegative()])]),
  /** Written before the number ("$"). */
  prefix: z.string().optional(),
  /** Written after it ("+", "%", "M+", "/5"). */
  suffix: z.string().optional(),
  /** What it counts, as it follows the figure: "years of experience". */
  label: z.string().min(1),
});
export type CompanyFact = z.infer<typeof companyFactSchema>;

/** content/data/company.yaml */
export const companySchema = z.strictObject({
  /** The year the company was founded (Organization structured data, the about page). */
  founded: z.number().int().min(1900).max(2100),
  facts: z.array(companyFactSchema).min(1),
});
export type Company = z.infer<typeof companySchema>;
