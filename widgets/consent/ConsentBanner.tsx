import { useEffect, useId, useRef, useState } from 'react';
import { INITIAL_CONSENT, transition, type ConsentAction, type ConsentEffect, type ConsentState } from './consent-state';

interface ConsentBannerProps {
  privacyHref: string;
  /** Applies an action's effect (store the choice, load analytics). */
  onEffect(effect: ConsentEffect): void;
  /** Called once the banner has hidden itself. */
  onHidden?(): void;
}

/**
 * The cookie preferences banner (spec document 1, section 4). Accept All and Reject All are
 * equally prominent; Customize reveals a locked essential checkbox and an analytics checkbox
 * that is off until ticked.
 */
export function ConsentBanner({ privacyHref, onEffect, onHidden }: ConsentBannerProps) {
  const id = useId();
  const [state, setState] = useState<ConsentState>(INITIAL_CONSENT);
  const analyticsBox = useRef<HTMLInputElement>(null);
  const dispatch = (action: ConsentAction) => {
    const next = transition(state, action);
    setState(next.state);
    onEffect(next.effect);
  };
  const customizing = state.view === 'customize';
  useEffect(() => {
    // The Customize button gives way to the panel: move focus into it rather than lose it.
    if (customizing) analyticsBox.current?.focus();
    if (state.view === 'hidden') onHidden?.();
  }, [customizing, state.view, onHidden]);
  if (state.view === 'hidden') return null;

  return (
    <section className="consent" aria-labelledby={`${id}title`} aria-describedby={`${id}text`}>
      <div className="consent__inner">
        <button type="button" className="consent__close" aria-label="Close cookie banner" onClick={() => dispatch({ type: 'close' })}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 className="consent__title" id={`${id}title`}>
          We value your privacy
        </h2>
        <p className="consent__text" id={`${id}text`}>
          We use essential cookies to make this site work and, with your permission, analytics cookies to understand how
          visitors use it. Nothing is tracked unless you agree. Read our <a href={privacyHref}>Privacy Policy</a>.
        </p>
        {customizing && (
          <fieldset className="consent__panel">
            <legend className="consent__legend">Cookie preferences</legend>
            <label className="consent__option">
              <input type="checkbox" checked disabled aria-describedby={`${id}essential`} />
              <span>
                <strong>Essential cookies</strong>
                <span id={`${id}essential`}>Always on. Needed for the site to work and to remember this choice.</span>
              </span>
            </label>
            <label className="consent__option">
              <input
                ref={analyticsBox}
                type="checkbox"
                checked={state.analytics}
                onChange={(event) => dispatch({ type: 'toggle-analytics', checked: event.currentTarget.checked })}
                aria-describedby={`${id}analytics`}
              />
              <span>
                <strong>Analytics cookies</strong>
                <span id={`${id}analytics`}>Anonymous page views and clicks (Google Analytics), to improve the site.</span>
              </span>
            </label>
          </fieldset>
        )}
        <div className="consent__actions">
          {customizing ? (
            <button type="button" className="consent__button consent__button--primary" onClick={() => dispatch({ type: 'save' })}>
              Save Preferences
            </button>
          ) : (
            <>
              <button type="button" className="consent__button consent__button--primary" onClick={() => dispatch({ type: 'accept' })}>
                Accept All
              </button>
              <button type="button" className="consent__button consent__button--primary" onClick={() => dispatch({ type: 'reject' })}>
                Reject All
              </button>
              <button
                type="button"
                className="consent__button consent__button--link"
                onClick={() => dispatch({ type: 'customize' })}
              >
                Customize
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
