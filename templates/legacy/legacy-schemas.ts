import { z } from 'zod';
import { ROUTE_PATTERN } from '../../cli/kit/route-pattern';
import { ctaSchema } from '../model/schemas';

/** A closing call to action with two buttons (the legacy pages' "calls to action"). */
export const ctaBandSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  primary: ctaSchema,
  secondary: ctaSchema,
});
export type CtaBand = z.infer<typeof ctaBandSchema>;

/** The route of a blog article, as its `permalink` or /blog/{id} gives it. */
export const articleRouteSchema = z
  .string()
  .regex(ROUTE_PATTERN, 'must be the route of an article, such as /what-is-a-cdn-and-why-does-your-website-need-one/');
