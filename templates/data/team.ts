import { z } from 'zod';
import { imageSchema } from '../image';

/** A team member (spec document 1, 3: name, website, role), with what the about pages say of them. */
export const teamMemberSchema = z.strictObject({
  name: z.string().min(1),
  role: z.string().min(1),
  website: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s):// URL' }),
  bio: z.string().min(1),
  /** Their portrait, in content/ (square works best); without one the card shows their initials. */
  photo: imageSchema.optional(),
  /** What they do, as short items ("AWS Certified Solutions Architect"). */
  credentials: z.array(z.string().min(1)).min(1),
  /** Their articles on this site, e.g. /author/founder/. */
  profile: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /author/founder/').optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** content/data/team.yaml: everyone who works on client projects (today, the founder). */
export const teamSchema = z.array(teamMemberSchema).min(1);
