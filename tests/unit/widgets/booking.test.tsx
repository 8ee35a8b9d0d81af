// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import YAML from 'yaml';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Booking, type BookingProps } from '../../../widgets/booking/Booking';
import { defaultSession, POPULAR_BADGE, type BookingContent } from '../../../widgets/booking/booking-content';
import { openScheduler, preloadScheduler } from '../../../widgets/booking/open-scheduler';
import { FIXTURES } from '../../support/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const content = YAML.parse(readFileSync(`${FIXTURES}/basic-site/data/booking.yaml`, 'utf8')) as BookingContent;
const props: BookingProps = {
  variant: 'full',
  content,
  bookingUrl: 'https://book.test/15min',
  scriptUrl: 'https://book.test/widget.js',
};

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  delete window.Calendly;
  delete window.gtag;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});
const render = (p: BookingProps) => act(() => root.render(<Booking {...p} />));
const radio = (name: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) =>
    r.closest('label')?.textContent?.includes(name),
  )!;

describe('booking widget, full variant', () => {
  it('offers the three session types with strategy (Most Popular, 15 min) selected by default', () => {
    render(props);
    const sessions = [
      ...container.querySelectorAll<HTMLInputElement>('input[value=strategy], input[value=demo], input[value=audit]'),
    ];
    expect(sessions.map((s) => [s.value, s.checked])).toEqual([
      ['strategy', true],
      ['demo', false],
      ['audit', false],
    ]);
    expect(radio('Strategy Call').closest('label')!.textContent).toContain(POPULAR_BADGE);
    expect(radio('Strategy Call').closest('label')!.textContent).toContain('15 min');
    expect(radio('Live Demo').closest('label')!.textContent).toContain('30 min');
    expect(radio('Audit').closest('label')!.textContent).toContain('20 min');
    expect(defaultSession(content.sessions)).toBe('strategy');
  });

  it('shows the five slots as a radio group, 10:30 AM and 4:00 PM disabled, none selected', () => {
    render(props);
    const slots = [...container.querySelectorAll<HTMLInputElement>('fieldset:nth-of-type(2) input[type=radio]')];
    expect(slots.map((s) => [s.value, s.disabled, s.checked])).toEqual([
      ['9:00 AM', false, false],
      ['10:30 AM', true, false],
      ['2:00 PM', false, false],
      ['3:30 PM', false, false],
      ['4:00 PM', true, false],
    ]);
    expect(container.querySelectorAll('fieldset legend')).toHaveLength(2);
  });

  it('selects a session and an available slot, and summarises the choice', () => {
    render(props);
    act(() => radio('Live Demo').click());
    act(() => radio('2:00 PM').click());
    expect(radio('Live Demo').checked).toBe(true);
    expect(container.querySelector('[aria-live]')!.textContent).toBe('Live Demo, 30 min at 2:00 PM');
  });

  it('shows at most 6 slots', () => {
    const many = {
      ...content,
      slots: Array.from({ length: 8 }, (_, i) => ({ time: `${i + 1}:00 PM`, available: true })),
    };
    render({ ...props, content: many });
    expect(container.querySelectorAll('fieldset:nth-of-type(2) input')).toHaveLength(6);
  });

  it('sends book_meeting when analytics runs, and loads no scheduler script before the visitor shows intent', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render({ ...props, scriptUrl: 'https://book.test/intent.js' });
    const scripts = () => document.querySelectorAll('script[src="https://book.test/intent.js"]').length;
    expect(scripts()).toBe(0);
    const book = container.querySelector<HTMLButtonElement>('.cdw-booking__book')!;
    act(() => book.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
    expect(scripts()).toBe(1);
    act(() => book.focus());
    expect(scripts()).toBe(1); // once per page
    // The script has not run yet: the click opens the scheduling page in a new tab, inside the click.
    act(() => book.click());
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'book_meeting',
      expect.objectContaining({ event_category: 'booking_widget', session_type: 'strategy' }),
    );
    expect(open).toHaveBeenCalledWith('https://book.test/15min', '_blank', 'noopener,noreferrer');
  });

  it('starts loading the script on focus and on touch too', () => {
    render({ ...props, scriptUrl: 'https://book.test/focus.js' });
    act(() => container.querySelector<HTMLButtonElement>('.cdw-booking__book')!.focus());
    expect(document.querySelector('script[src="https://book.test/focus.js"]')).not.toBeNull();
    render({ ...props, variant: 'compact', scriptUrl: 'https://book.test/touch.js' });
    act(() => container.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true })));
    expect(document.querySelector('script[src="https://book.test/touch.js"]')).not.toBeNull();
  });

  it('shows the popup, inside the click, once the script has defined it', () => {
    const initPopupWidget = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render({ ...props, variant: 'compact' });
    window.Calendly = { initPopupWidget };
    act(() => container.querySelector('button')!.click());
    expect(initPopupWidget).toHaveBeenCalledWith({ url: 'https://book.test/15min' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('booking widget, compact variant', () => {
  it("is a card titled 'Book a Quick Call' with a 15-minute session and 'Schedule Now'", () => {
    render({ ...props, variant: 'compact' });
    expect(container.querySelector('h2')!.textContent).toBe(content.compact.title);
    expect(container.textContent).toContain('15-minute session');
    expect(container.querySelector('button')!.textContent).toBe(content.compact.button);
    expect(container.querySelectorAll('input')).toHaveLength(0);
  });
});

describe('openScheduler', () => {
  it('opens the popup at once when the script has defined it', () => {
    const initPopupWidget = vi.fn();
    window.Calendly = { initPopupWidget };
    expect(openScheduler('https://book.test/15min', 'https://book.test/ok.js')).toBe('popup');
    expect(initPopupWidget).toHaveBeenCalledWith({ url: 'https://book.test/15min' });
  });

  it('opens the scheduling page in a new tab at once, without waiting, while the script is missing or loading', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openScheduler('https://book.test/15min', 'https://book.test/slow.js')).toBe('tab');
    expect(open).toHaveBeenLastCalledWith('https://book.test/15min', '_blank', 'noopener,noreferrer');
    // ...and starts loading it, so that a later click can show the popup.
    expect(document.querySelectorAll('script[src="https://book.test/slow.js"]')).toHaveLength(1);
    expect(openScheduler('https://book.test/15min', 'https://book.test/slow.js')).toBe('tab');
    expect(document.querySelectorAll('script[src="https://book.test/slow.js"]')).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens a new tab when no script is configured, whatever the page has', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.Calendly = { initPopupWidget: vi.fn() };
    expect(openScheduler('https://book.test/15min', '')).toBe('tab');
    expect(open).toHaveBeenCalledWith('https://book.test/15min', '_blank', 'noopener,noreferrer');
  });
});

describe('preloadScheduler', () => {
  it('adds the script once, async, and nothing without a URL or when the page already has the API', () => {
    preloadScheduler('https://book.test/once.js');
    preloadScheduler('https://book.test/once.js');
    const added = document.querySelectorAll<HTMLScriptElement>('script[src="https://book.test/once.js"]');
    expect(added).toHaveLength(1);
    expect(added[0]!.async).toBe(true);
    const before = document.scripts.length;
    preloadScheduler('');
    window.Calendly = { initPopupWidget: vi.fn() };
    preloadScheduler('https://book.test/has-api.js');
    expect(document.scripts.length).toBe(before);
  });
});
