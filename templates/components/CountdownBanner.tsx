import { z } from 'zod';
import { COUNTDOWN_PARTS, countdownParts, type CountdownFormat } from '../../widgets/enhance/countdown-format';
import { useFacts } from '../model/facts/facts';
import { promotionWords } from '../model/offers/promotion';
import { Icon } from './Icon';
import { Urgent } from './Urgent';

/**
 * A countdown banner in front matter: whether the page shows one, and how. What it counts down to
 * and what that is called are the promotion's (content/data/offers.yaml), the same on every page.
 */
export const countdownSchema = z.strictObject({
  /** Urgency elements can be switched off without deleting their copy. */
  enabled: z.boolean(),
  format: z.enum(['clock', 'days']),
  title: promotionWords,
  label: promotionWords,
  note: promotionWords,
});
export type CountdownData = z.infer<typeof countdownSchema>;

const UNIT_LABELS: Readonly<Record<string, string>> = { days: 'Days', hours: 'Hours', minutes: 'Minutes' };

/**
 * The timer markup the `countdown` page feature ticks to the end of the site's price promotion
 * (widgets/enhance/countdown-format.ts): the page renders its whole period, with the function the
 * browser uses; the browser shows the time left by the visitor's clock.
 * role="timer" is a live region that is off by default: nothing is announced every second.
 */
export function Countdown({ every, format, label }: { every: number; format: CountdownFormat; label: string }) {
  const parts = countdownParts(every, format);
  return (
    <span
      className={`countdown countdown--${format}`}
      role="timer"
      aria-label={label}
      data-enhance="countdown"
      data-countdown-every={every}
      data-countdown-format={format}
    >
      {format === 'clock' ? (
        <span className="countdown__clock" data-countdown-part="clock">
          {parts.clock}
        </span>
      ) : (
        COUNTDOWN_PARTS.days.map((name) => (
          <span key={name} className="countdown__unit">
            <span className="countdown__value" data-countdown-part={name}>
              {parts[name]}
            </span>
            <span className="countdown__label">{UNIT_LABELS[name]}</span>
          </span>
        ))
      )}
    </span>
  );
}

/**
 * A strip under the page header: the promotion's name, the ticking timer, what happens when it
 * ends. An urgency element: the page's `enabled` and the site's switch both keep it.
 */
export function CountdownBanner({ countdown }: { countdown: CountdownData }) {
  const promotion = useFacts().data.offers.promotion;
  if (!countdown.enabled || !promotion) return null;
  return (
    <Urgent>
      <div className="countdown-banner">
        <div className="container countdown-banner__inner">
          <p className="countdown-banner__title">
            <Icon name="clock" size={22} />
            {promotion.title}
          </p>
          <Countdown every={promotion.every} format={countdown.format} label={promotion.label} />
          {promotion.note && <p className="countdown-banner__note">{promotion.note}</p>}
        </div>
      </div>
    </Urgent>
  );
}
