import { useEffect, useId, useRef, useState } from 'react';
import { track } from '../analytics/gtag';
import { defaultSession, MAX_SLOTS, POPULAR_BADGE, type BookingContent, type SessionType } from './booking-content';
import { openScheduler, preloadScheduler } from './open-scheduler';

export interface BookingProps {
  variant: 'full' | 'compact';
  content: BookingContent;
  bookingUrl: string;
  scriptUrl: string;
  /** Send book_meeting to our analytics (off in partner embeds: their page, their analytics). */
  trackEvents?: boolean;
}

/**
 * The booking widget (/startups, /professional-services): choose a session type
 * and an available time, then Book opens the scheduling popup. The choice is not sent. The
 * scheduler's script starts loading when the visitor shows intent (pointer over Book, focus,
 * touch); a click before it is ready opens the scheduling page in a new tab, within the click.
 */
export function Booking({ variant, content, bookingUrl, scriptUrl, trackEvents = true }: BookingProps) {
  const id = useId();
  const [session, setSession] = useState<SessionType | undefined>(() => defaultSession(content.sessions));
  const [slot, setSlot] = useState<string | undefined>();
  const root = useRef<HTMLDivElement>(null);
  // A choice made before the island's code arrived: hydration kept it checked; the state takes it over.
  useEffect(() => {
    for (const input of root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []) {
      if (input.name === `${id}session`) setSession(input.value as SessionType);
      else if (input.name === `${id}slot`) setSlot(input.value);
    }
  }, [id]);
  const chosen = content.sessions.find((s) => s.type === session);

  // Synchronous: a new tab must open inside the click, or popup blockers stop it.
  const book = () => {
    if (trackEvents)
      track('book_meeting', { event_category: 'booking_widget', session_type: session ?? '', time_slot: slot ?? '' });
    openScheduler(bookingUrl, scriptUrl);
  };
  // Intent: the pointer on Book (a move, not an enter: the island may hydrate under a pointer
  // already there), focus, or a touch.
  const preload = () => preloadScheduler(scriptUrl);
  const intent = { onPointerMove: preload, onFocus: preload, onTouchStart: preload };

  if (variant === 'compact') {
    return (
      <div className="cdw-booking cdw-booking--compact">
        <p className="cdw-booking__eyebrow">{content.compact.duration}-minute session · free</p>
        <h2 className="cdw-booking__title">{content.compact.title}</h2>
        <p className="cdw-booking__intro">{content.compact.text}</p>
        <button type="button" className="cdw-booking__book" onClick={book} {...intent}>
          {content.compact.button}
        </button>
      </div>
    );
  }

  return (
    <div className="cdw-booking" ref={root}>
      <h2 className="cdw-booking__title">{content.title}</h2>
      <p className="cdw-booking__intro">{content.intro}</p>
      <fieldset className="cdw-booking__group">
        <legend className="cdw-booking__legend">{content.sessionsLegend}</legend>
        <div className="cdw-booking__sessions">
          {content.sessions.map((s) => (
            <label key={s.type} className="cdw-booking__session">
              <input
                type="radio"
                name={`${id}session`}
                value={s.type}
                checked={session === s.type}
                onChange={() => setSession(s.type)}
              />
              <span className="cdw-booking__card">
                <span className="cdw-booking__session-head">
                  <strong>{s.title}</strong>
                  {s.popular && <span className="cdw-booking__badge">{POPULAR_BADGE}</span>}
                </span>
                <span className="cdw-booking__duration">{s.duration} min</span>
                <span className="cdw-booking__desc">{s.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="cdw-booking__group">
        <legend className="cdw-booking__legend">{content.slotsLegend}</legend>
        <div className="cdw-booking__slots">
          {content.slots.slice(0, MAX_SLOTS).map((t) => (
            <label key={t.time} className="cdw-booking__slot">
              <input
                type="radio"
                name={`${id}slot`}
                value={t.time}
                checked={slot === t.time}
                disabled={!t.available}
                onChange={() => setSlot(t.time)}
              />
              <span className="cdw-booking__pill">
                {t.time}
                {!t.available && <span className="cdw-booking__unavailable"> (unavailable)</span>}
              </span>
            </label>
          ))}
        </div>
        <p className="cdw-booking__note">{content.timezoneNote}</p>
      </fieldset>
      <p className="cdw-booking__summary" aria-live="polite">
        {chosen ? `${chosen.title}, ${chosen.duration} min` : ''}
        {slot ? ` at ${slot}` : ''}
      </p>
      <button type="button" className="cdw-booking__book" onClick={book} {...intent}>
        {content.bookLabel}
      </button>
    </div>
  );
}
