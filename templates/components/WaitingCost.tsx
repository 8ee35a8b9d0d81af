import { z } from 'zod';
import { formatPrice } from '../model/format';
import { computeWaitingCost } from '../model/offers/waiting-cost';
import { ctaSchema } from '../model/schemas';
import { Icon } from './Icon';
import { StatGrid } from './StatGrid';

/** The "every day you wait" box of the DevOps pricing page: the daily figure; month and year are derived. */
export const waitingCostSchema = z.strictObject({
  enabled: z.boolean(),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Whole dollars of waste per day. */
  daily: z.number().int().positive(),
  labels: z.strictObject({ day: z.string().min(1), month: z.string().min(1), year: z.string().min(1) }),
  cta: ctaSchema,
});
export type WaitingCostData = z.infer<typeof waitingCostSchema>;

export function WaitingCost({ data, id }: { data: WaitingCostData; id: string }) {
  if (!data.enabled) return null;
  const cost = computeWaitingCost(data.daily);
  return (
    <section className="waiting-cost" aria-labelledby={id}>
      <h2 id={id} className="waiting-cost__title">
        <Icon name="alert-triangle" size={28} />
        {data.title}
      </h2>
      <p className="waiting-cost__text">{data.text}</p>
      <StatGrid
        stats={[
          { value: formatPrice(cost.day), label: data.labels.day },
          { value: formatPrice(cost.month), label: data.labels.month },
          { value: formatPrice(cost.year), label: data.labels.year },
        ]}
      />
      <a className="button button--accent button--large" href={data.cta.href} data-track={data.cta.track}>
        {data.cta.label}
        <Icon name="arrow-right" size={20} />
      </a>
    </section>
  );
}
