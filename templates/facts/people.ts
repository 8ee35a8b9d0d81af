import { z } from 'zod';
import { imageSchema } from '../image';
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
      profile: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /author/founder/').optional(),
      /** Topics they write and work on. */
      expertise: z.array(z.string().min(1)).optional(),
    })
    .optional(),
});
export type Person = z.infer<typeof personSchema>;

/** content/data/people.yaml: everyone, one record each. */
export const peopleSchema = z.array(personSchema).min(1);

/** "Dr. Priya Raman" -> "Priya": what prose calls them ("Read Alex's articles"). */
export function firstName(person: Pick<Person, 'name'>): string {
  const words = person.name.split(/\s+/).filter((word) => !/^(Dr|Mr|Mrs|Ms|Mx|Prof)\.?$/.test(word));
  return words[0] ?? person.name;
}

/** "Alex Moreau" -> "AM": what a card without a photo shows. */
export function initials(person: Pick<Person, 'name'>): string {
  const words = person.name.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && !word.endsWith('.'));
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '').toUpperCase();
}
