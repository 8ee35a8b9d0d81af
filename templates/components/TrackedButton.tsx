import { z } from 'zod';
import { ctaSchema } from '../model/schemas';
import { Icon } from './Icon';

/**
 * A call to action whose click is an analytics event of its own (custom_strategy from
 * guide_hero, for one): `track` names the event, `source` where it was clicked.
 */
export const trackedCtaSchema = ctaSchema.extend({
  source: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be snake_case')
    .optional(),
});
export type TrackedCta = z.infer<typeof trackedCtaSchema>;

interface TrackedButtonProps {
  cta: TrackedCta;
  /** Button classes after `button`: `button--accent button--large`. */
  variant: string;
  arrow?: boolean;
}

export function TrackedButton({ cta, variant, arrow = false }: TrackedButtonProps) {
  return (
    <a
      className={`button ${variant}`}
      href={cta.href}
      data-track={cta.track}
      data-event={cta.track && cta.source ? cta.track : undefined}
      data-event-source={cta.track ? cta.source : undefined}
    >
      {cta.label}
      {arrow && <Icon name="arrow-right" size={18} />}
    </a>
  );
}
