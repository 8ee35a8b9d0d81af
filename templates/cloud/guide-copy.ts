import { z } from 'zod';

/** A link of a page's closing link row ("footer links" of spec document 2, 2.2 and 2.3). */
export const pageLinkSchema = z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/') });
export type PageLink = z.infer<typeof pageLinkSchema>;

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

/** "Cut your {name} bill" -> "Cut your AWS bill". */
export function withName(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}
