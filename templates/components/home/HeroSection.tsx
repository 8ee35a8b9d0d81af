import { z } from 'zod';
import { AUDIT_SPOTS } from '../../../widgets/enhance/audit-spots';
import { formatStatistic, STATISTIC_KEYS, type StatisticKey } from '../../../widgets/enhance/site-statistics';
import { ctaSchema } from '../../schemas';
import { Icon } from '../Icon';
import { StatGrid, type StatGridItem } from '../StatGrid';

const figureSchema = z.strictObject({
  label: z.string().min(1),
  /** The figure without variation: what the page shows before (and without) JavaScript. */
  base: z.number().positive(),
  /** Random variation in percent each load (spec 9: clients 2, visitors 10, savings 15, projects 2; 0 = none). */
  variation: z.number().min(0).max(50),
});

const spotsText = z.string().regex(/^[^{}]*\{spots\}[^{}]*$/, 'must contain {spots} once, where the number goes');

export const heroSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** 'Claim Your FREE Audit NOW' to /contact (spec 2.4). */
  primaryCta: ctaSchema,
  /** 'See Proven Results' to #portfolio. */
  secondaryCta: ctaSchema,
  /** Spec 9: the free-audit spots left this month; `show: false` switches the line off. */
  auditSpots: z.strictObject({ show: z.boolean(), text: spotsText, textOne: spotsText }),
  /** Spec 3 and 9: the site statistics; `live: false` keeps the base figures (no random variation). */
  statistics: z.strictObject({
    live: z.boolean(),
    label: z.string().min(1),
    figures: z.strictObject(
      Object.fromEntries(STATISTIC_KEYS.map((key) => [key, figureSchema])) as Record<StatisticKey, typeof figureSchema>,
    ),
  }),
  trustNote: z.string().min(1),
});
export type HeroData = z.infer<typeof heroSchema>;

/** The statistics as the hero renders them: base figures, with what the hero-stats feature needs to vary them. */
export function heroStatItems(statistics: HeroData['statistics']): StatGridItem[] {
  return STATISTIC_KEYS.map((key) => {
    const { label, base, variation } = statistics.figures[key];
    return {
      label,
      value: formatStatistic(key, base),
      data: { 'data-stat': key, 'data-base': String(base), 'data-variation': String(variation) },
    };
  });
}

/** The home hero (spec 2.4): offer, two calls to action, the free-audit spots and the live statistics. */
export function HeroSection({ hero }: { hero: HeroData }) {
  const { auditSpots, statistics } = hero;
  const [before, after] = auditSpots.text.split('{spots}') as [string, string];
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.heading}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <div className="button-row">
            <a
              className="button button--accent button--large"
              href={hero.primaryCta.href}
              data-track={hero.primaryCta.track}
            >
              {hero.primaryCta.label}
              <Icon name="arrow-right" size={20} />
            </a>
            <a
              className="button button--light button--large"
              href={hero.secondaryCta.href}
              data-track={hero.secondaryCta.track}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
          {auditSpots.show && (
            <p className="hero__spots">
              <Icon name="clock" size={18} />
              <span data-enhance="audit-spots" data-one={auditSpots.textOne} data-other={auditSpots.text}>
                {before}
                <strong>{AUDIT_SPOTS.initial}</strong>
                {after}
              </span>
            </p>
          )}
          <p className="hero__trust">
            <Icon name="shield" size={18} />
            {hero.trustNote}
          </p>
        </div>
        <div className="hero__stats" data-enhance={statistics.live ? 'hero-stats' : undefined}>
          <StatGrid stats={heroStatItems(statistics)} inverse label={statistics.label} />
        </div>
      </div>
    </section>
  );
}
