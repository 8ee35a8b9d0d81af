import { z } from 'zod';
import {
  COST_SAVINGS_BASELINE,
  formatStatistic,
  STATISTIC_KEYS,
  type StatisticFigure,
  type StatisticKey,
} from '../../../widgets/enhance/site-statistics';
import type { CompanyFact } from '../../model/data/company';
import { useFacts, type Facts } from '../../model/facts/facts';
import { factRef, offerRef } from '../../model/data/ids';
import { renderedSpots } from '../../model/offers/scarcity';
import { ctaSchema } from '../../model/schemas';
import { useUrgency } from '../../model/urgency';
import { Icon } from '../Icon';
import { StatGrid, type StatGridItem } from '../StatGrid';
import { Urgent } from '../Urgent';

const figureSchema = z.strictObject({
  label: z.string().min(1),
  /** The company fact it shows (content/data/company.yaml): its value is the base figure, its `varies` the variation. */
  fact: factRef,
});

const spotsText = z.string().regex(/^[^{}]*\{spots\}[^{}]*$/, 'must contain {spots} once, where the number goes');

export const heroSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** 'Claim Your FREE Audit NOW' to /contact. */
  primaryCta: ctaSchema,
  /** 'See Proven Results' to #portfolio. */
  secondaryCta: ctaSchema,
  /** The free-audit spots left this month; `show: false` switches the line off. */
  auditSpots: z.strictObject({ show: z.boolean(), offer: offerRef, text: spotsText, textOne: spotsText }),
  /** The site statistics; `live: false` keeps the base figures (no random variation). */
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

/**
 * A statistic's figure from the company fact it shows: the fact's value as the base (the average
 * cost reduction is avgCostSavings as a share of 1,500), its `varies` as the variation,
 * and bounds that keep every shown value true to the fact: at least N for "N+", within a range,
 * the value itself for an exact figure that does not vary.
 */
export function statisticFigure(key: StatisticKey, fact: CompanyFact): StatisticFigure {
  const scale = key === 'avgCostSavings' ? COST_SAVINGS_BASELINE / 100 : 1;
  const [low, high] = Array.isArray(fact.value) ? fact.value : [fact.value, fact.value];
  const atLeast = (fact.suffix ?? '').startsWith('+');
  const exact = !atLeast && !Array.isArray(fact.value) && !fact.varies;
  return {
    base: ((low + high) / 2) * scale,
    variation: fact.varies ?? 0,
    ...(atLeast || Array.isArray(fact.value) || exact ? { min: low * scale } : {}),
    ...(Array.isArray(fact.value) || exact ? { max: high * scale } : {}),
  };
}

/**
 * The statistics as the hero renders them: base figures, with what the hero-stats feature needs to
 * vary them while they are live (still, each figure only says which statistic it is).
 */
export function heroStatItems(
  statistics: HeroData['statistics'],
  facts: Facts,
  live = statistics.live,
): StatGridItem[] {
  return STATISTIC_KEYS.map((key) => {
    const { label, fact } = statistics.figures[key];
    const figure = statisticFigure(key, facts.fact(fact));
    if (!live) return { label, value: formatStatistic(key, figure.base), data: { 'data-stat': key } };
    return {
      label,
      value: formatStatistic(key, figure.base),
      data: {
        'data-stat': key,
        'data-base': String(figure.base),
        'data-variation': String(figure.variation),
        ...(figure.min === undefined ? {} : { 'data-min': String(figure.min) }),
        ...(figure.max === undefined ? {} : { 'data-max': String(figure.max) }),
      },
    };
  });
}

/** The home hero: offer, two calls to action, the free-audit spots and the live statistics. */
export function HeroSection({ hero }: { hero: HeroData }) {
  const { auditSpots, statistics } = hero;
  const facts = useFacts();
  // The figures vary only while urgency is on; off, they are the facts' own values, still.
  const urgent = useUrgency();
  const live = statistics.live && urgent;
  const spots = facts.spots(auditSpots.offer);
  const [before, after] = auditSpots.text.split('{spots}') as [string, string];
  const [beforeOne, afterOne] = auditSpots.textOne.split('{spots}') as [string, string];
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
          <Urgent>
            {auditSpots.show && spots !== undefined && (
              <p className="hero__spots" data-offer={auditSpots.offer}>
                <Icon name="clock" size={18} />
                {/* The offer's one count of spots; the free-audit formula is worked out from the visitor's date. */}
                <span
                  {...(spots === 'by-day-of-month'
                    ? { 'data-enhance': 'audit-spots', 'data-one': auditSpots.textOne, 'data-other': auditSpots.text }
                    : {})}
                >
                  {renderedSpots(spots) === 1 ? beforeOne : before}
                  <strong>{renderedSpots(spots)}</strong>
                  {renderedSpots(spots) === 1 ? afterOne : after}
                </span>
              </p>
            )}
          </Urgent>
          <p className="hero__trust">
            <Icon name="shield" size={18} />
            {hero.trustNote}
          </p>
        </div>
        <div className="hero__stats" data-enhance={live ? 'hero-stats' : undefined}>
          <StatGrid stats={heroStatItems(statistics, facts, live)} inverse label={statistics.label} />
        </div>
      </div>
    </section>
  );
}
