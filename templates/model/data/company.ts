import { z } from 'zod';
import { companyFactSchema, companyTermSchema } from '../../../cli/kit/fact-records';

export {
  averageSchema,
  companyFactSchema,
  companyTermSchema,
  type CompanyFact,
  type CompanyTerm,
} from '../../../cli/kit/fact-records';

/** content/data/company.yaml */
export const companySchema = z.strictObject({
  /** The year the company was founded (Organization structured data, the about page). */
  founded: z.number().int().min(1900).max(2100),
  facts: z.array(companyFactSchema).min(1),
  terms: z.array(companyTermSchema).default([]),
});
export type Company = z.infer<typeof companySchema>;
