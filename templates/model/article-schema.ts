import { z } from 'zod';
import { isoDate, pageFields } from './define-template';
import { ICON_NAMES } from './icon-names';

/**
 * Front matter of every file in content/blog/ (posts /blog/{id} and long-slug articles): what
 * the article template shows, and what the build makes the blog's listings from.
 */
export const articleSchema = z.strictObject({
  template: z.literal('article').optional(),
  ...pageFields,
  id: z.number().int().positive().optional(),
  excerpt: z.string().min(20).max(260),
  category: z.string().min(1),
  date: isoDate,
  updated: isoDate.optional(),
  readTime: z.number().int().min(1).max(60),
  icon: z.enum(ICON_NAMES),
  featured: z.boolean().optional(),
});
export type ArticleData = z.infer<typeof articleSchema>;
