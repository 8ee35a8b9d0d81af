import { z } from 'zod';

/**
 * The site's price promotion (content/data/offers.yaml, `promotion`): when it ends and what it is
 * called. Every countdown counts down to its one end under its one name, so one deadline never
 * reads as three different offers.
 */
export const promotionSchema = z.strictObject({
  /** It ends every this many seconds, counted from a Monday at 00:00 UTC (widgets/enhance/countdown-format.ts). */
  every: z.number().int().positive(),
  /** What ends, before the timer: "This week's pricing ends in:". */
  title: z.string().min(1),
  /** The timer's accessible name: what it counts down to. */
  label: z.string().min(1),
  /** What happens when it ends, under the timer. */
  note: z.string().min(1).optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * A countdown's words typed on its page: refused, since the promotion has one name wherever it
 * counts down, and that name lives with the promotion.
 */
export const promotionWords = z
  .never({
    error: "a countdown shows the promotion's own words (content/data/offers.yaml, promotion): remove this field",
  })
  .optional();
