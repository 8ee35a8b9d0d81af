import { z } from 'zod';
import { imageSchema } from '../../../cli/kit/image';
import { factId } from './ids';

/**
 * One person the site shows: a team member, or the author of a testimonial. Each person has
 * one record (content/data/people.yaml), so a name, role or company is typed once.
 */
export const personSchema = z.strictObject({
  id: factId,
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  /** A portrait in content/ (square works best); without one, cards show the initials. */
  photo: imageSchema.optional(),
  /** Team members only: what the about pages and the author page say of them. */
  team: z
    .strictObject({
      website: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' }),
      bio: z.string().min(1),
      /** What they do, as short items ("AWS Certified Solutions Architect"). */
      credentials: z.array(z.string().min(1)).min(1),
      /** Their articles on this site, e.g. /author/founder/. */
      profile: z
        .string()
        .regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /author/founder/')
        .optional(),
      /** Topics they write and work on. */
      expertise: z.array(z.string().min(1)).optional(),
    })
    .optional(),
});
export type Person = z.infer<typeof personSchema>;

/** content/data/people.yaml: everyone, one record each. */
export const peopleSchema = z.array(personSchema).min(1);
