import { z } from 'zod';
import { formatPrice, parsePrice } from './model/format';
import type { DataProblem } from './model/define-template';
import { offerRef } from './model/data/ids';
import type { Offers } from './model/data/offers';
import { priceSchema } from './model/schemas';

/** One thing an offer includes, with what it would cost on its own ("$200"), or no figure ("Included"). */
const valueItemSchema = z.strictObject({ label: z.string().min(1), value: priceSchema.optional() });
export type ValueItem = z.infer<typeof valueItemSchema>;

/** The sum of the items' dollar values (items without a figure add nothing). */
export function sumValues(items: readonly ValueItem[]): number {
  return items.reduce((total, item) => total + (item.value ? (parsePrice(item.value) ?? 0) : 0), 0);
}

/**
 * A "what you get" list of an offer (on /contact: the free analysis, total value $500,
 * price FREE): what each part is worth, then the offer's regular price as the total value and its
 * price, both from the catalog. The parts must add up to the regular price (checkValueStack, when
 * content loads), so the page never shows items that do not make the total it states.
 */
export const valueStackSchema = z.strictObject({
  title: z.string().min(1),
  /** The offer of content/data/offers.yaml whose parts these are. */
  offer: offerRef,
  items: z.array(valueItemSchema).min(1),
  totalLabel: z.string().min(1),
  priceLabel: z.string().min(1),
  note: z.string().min(1).optional(),
});
export type ValueStackData = z.infer<typeof valueStackSchema>;

/** Whether the parts add up to the offer's regular price; a problem on `field` when not. */
export function checkValueStack(
  stack: ValueStackData,
  offers: Pick<Offers, 'catalog'>,
  field: readonly (string | number)[],
): DataProblem[] {
  const offer = offers.catalog.find((o) => o.id === stack.offer);
  const sum = sumValues(stack.items);
  if (!offer || offer.originalPrice === sum) return [];
  return [
    {
      field: [...field, 'items'],
      message: `add up to ${formatPrice(sum)}, but the regular price of ${offer.name} is ${offer.originalPrice === undefined ? 'not given' : formatPrice(offer.originalPrice)}`,
      hint: "Make the parts' values add up to the offer's originalPrice in content/data/offers.yaml, or change that price.",
    },
  ];
}
