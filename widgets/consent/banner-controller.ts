import {
  INITIAL_CONSENT,
  transition,
  type ConsentAction,
  type ConsentEffect,
  type ConsentState,
} from './consent-state';

export interface ConsentBannerControl {
  /** Shows the banner afresh (first visit, or "Cookie settings" to change the choice). */
  show(): void;
}

const ACTIONS = new Set(['accept', 'reject', 'customize', 'save', 'close']);

/**
 * Drives the server-rendered banner (ConsentBanner.tsx) with the pure transitions of
 * consent-state.ts, without React: a first visit needs no framework download at all.
 * `onEffect` stores the choice and starts analytics; the caller decides how.
 */
export function controlConsentBanner(
  banner: HTMLElement,
  onEffect: (effect: ConsentEffect) => void,
): ConsentBannerControl {
  const panel = banner.querySelector<HTMLElement>('[data-consent-panel]');
  const analytics = banner.querySelector<HTMLInputElement>('[data-consent-analytics]');
  const buttons = [...banner.querySelectorAll<HTMLButtonElement>('[data-consent-action]')];
  let state: ConsentState = INITIAL_CONSENT;

  const render = (previous: ConsentState) => {
    const customizing = state.view === 'customize';
    banner.hidden = state.view === 'hidden';
    if (panel) panel.hidden = !customizing;
    if (analytics) analytics.checked = state.analytics;
    for (const button of buttons) {
      const action = button.dataset.consentAction;
      if (action !== 'close') button.hidden = customizing !== (action === 'save');
    }
    // The Customize button gives way to the panel: move focus into it rather than lose it.
    if (customizing && previous.view !== 'customize') analytics?.focus();
  };
  const dispatch = (action: ConsentAction) => {
    const previous = state;
    const hadFocus = banner.contains(banner.ownerDocument.activeElement);
    const next = transition(state, action);
    state = next.state;
    render(previous);
    onEffect(next.effect);
    if (state.view === 'hidden' && hadFocus)
      banner.ownerDocument.getElementById('main')?.focus({ preventScroll: true });
  };

  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
    if (action && ACTIONS.has(action)) dispatch({ type: action } as ConsentAction);
  });
  analytics?.addEventListener('change', () => dispatch({ type: 'toggle-analytics', checked: analytics.checked }));
  return {
    show() {
      const previous = state;
      state = INITIAL_CONSENT;
      render(previous);
    },
  };
}
