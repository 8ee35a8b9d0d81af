import { z } from 'zod';
import { formatPrice, parsePrice } from './format';
import { priceSchema } from './schemas';

/** One thing an offer includes, with what it would cost on its own ("$200"), or no figure ("Included"). */
const valueItemSchema = z.strictObject({ label: z.string().min(1), value: priceSchema.optional() });
export type ValueItem = z.infer<typeof valueItemSchema>;

/** The sum of the items' dollar values (items without a figure add nothing). */
export function sumValues(items: readonly ValueItem[]): number {
  return items.reduce((total, item) => total + (item.value ? (parsePrice(item.value) ?? 0) : 0), 0);
}

/**
 * A "what you get" list with its stated total value and price (spec document 1, 2.8: the free
 * analysis, total value $500, price FREE). The total is the items' sum, checked when the content
 * loads, so the page can never show items that do not add up to the total it states.
 */
export const valueStackSchema = z
  .strictObject({
    title: z.string().min(1),
    items: z.array(valueItemSchema).min(1),
    totalLabel: z.string().min(1),
    total: priceSchema,
    priceLabel: z.string().min(1),
    price: priceSchema,
    note: z.string().min(1).optional(),
  })
  .superRefine((stack, ctx) => {
    const stated = parsePrice(stack.total);
    const sum = sumValues(stack.items);
    if (stated !== sum) {
      ctx.addIssue({
        code: 'custom',
        path: ['total'],
        message: `states ${stack.total}, but the items add up to ${formatPrice(sum)}; make the total the sum of the items' values`,
      });
    }
  });
export type ValueStackData = z.infer<typeof valueStackSchema>;
