import { z } from 'zod';
import { pageLinkSchema } from '../schemas';

/**
 * The copy every provider guide shares (content/data/cloud-guide.yaml). `{name}` in a text
 * is replaced with the provider's name.
 */
export const cloudGuideCopySchema = z.strictObject({
  heroButton: z.string().min(1),
  ctaTitle: z.string().min(1),
  ctaText: z.string().min(1),
  ctaButton: z.string().min(1),
  ctaSecondary: z.string().min(1),
  footerLinks: z.array(pageLinkSchema).min(1),
});
export type CloudGuideCopy = z.infer<typeof cloudGuideCopySchema>;
