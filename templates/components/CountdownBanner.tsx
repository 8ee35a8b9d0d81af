import { z } from 'zod';
import { COUNTDOWN_PARTS, countdownParts, type CountdownFormat } from '../../widgets/enhance/countdown-format';
import { useFacts } from '../model/facts/facts';
import { Icon } from './Icon';

/** A countdown banner in front matter (spec document 1, 4, "Countdowns"). */
export const countdownSchema = z.strictObject({
  /** Urgency elements can be switched off without deleting their copy. */
  enabled: z.boolean(),
  format: z.enum(['clock', 'days']),
  title: z.string().min(1),
  /** The timer's accessible name: what it counts down to. */
  label: z.string().min(1),
  note: z.string().min(1).optional(),
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

/** A strip under the page header: what ends, the ticking timer, an optional note. */
export function CountdownBanner({ countdown }: { countdown: CountdownData }) {
  const every = useFacts().data.offers.promotionEvery;
  if (!countdown.enabled || !every) return null;
  return (
    <div className="countdown-banner">
      <div className="container countdown-banner__inner">
        <p className="countdown-banner__title">
          <Icon name="clock" size={22} />
          {countdown.title}
        </p>
        <Countdown every={every} format={countdown.format} label={countdown.label} />
        {countdown.note && <p className="countdown-banner__note">{countdown.note}</p>}
      </div>
    </div>
  );
}
