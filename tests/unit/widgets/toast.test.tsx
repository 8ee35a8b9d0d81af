// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell } from '../../../templates/Shell';
import type { SiteConfig } from '../../../templates/model/site-config';
import {
  enhanceToasts,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastRegion,
} from '../../../widgets/enhance/toast-region';
import { TOAST_DISMISS_LABEL, TOAST_REGION_LABEL } from '../../../widgets/enhance/toast-labels';
import { showToast } from '../../../widgets/shared/toast-event';
import { readFile } from 'node:fs/promises';
import YAML from 'yaml';
import { siteConfigSchema } from '../../../templates/model/site-config';
import { FIXTURES } from '../../support/fixtures';

let region: ToastRegion;
const regionElement = () => document.querySelector<HTMLElement>('[data-toast-region]')!;
const visible = () => [...document.querySelectorAll<HTMLElement>('.toast')].filter((t) => !t.hidden);
const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
const pointer = (target: Element, type: string, clientX: number) =>
  target.dispatchEvent(new PointerEvent(type, { clientX, bubbles: true, pointerId: 1 }));

beforeEach(async () => {
  vi.useFakeTimers();
  // The shell's real markup, so the region the feature drives is the one every page has.
  const site: SiteConfig = siteConfigSchema.parse(
    YAML.parse(await readFile(`${FIXTURES}/basic-site/site.yaml`, 'utf8')),
  );
  document.body.innerHTML = `<button id="outside">Outside</button>${renderToStaticMarkup(
    <Shell site={site} route="/contact" year={2025}>
      <p>Page</p>
    </Shell>,
  )}`;
  region = enhanceToasts(document)!;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the notification region', () => {
  it('is a labelled region with a polite live announcer, hidden until the feature runs', () => {
    const section = regionElement();
    expect(section.getAttribute('aria-label')).toBe(TOAST_REGION_LABEL);
    expect(section.hidden).toBe(false);
    expect(section.querySelector('[aria-live=polite]')).not.toBeNull();
  });

  it('shows toasts raised with the chinook:toast event, one at a time', () => {
    showToast({ message: 'First', tone: 'success' });
    showToast({ message: 'Second', tone: 'error' });
    expect(visible().map((t) => t.textContent)).toEqual(['Second']);
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(visible()[0]!.className).toBe('toast toast--error');
    expect(document.querySelector('[data-toast-announcer]')!.textContent).toBe('Second');
  });

  it('does not announce a message its widget already announced', () => {
    showToast({ message: 'Sent', tone: 'success', announce: false });
    expect(visible()).toHaveLength(1);
    expect(document.querySelector('[data-toast-announcer]')!.textContent).toBe('');
  });

  it('hides a toast after 5000 ms and drops its node after the remove delay', () => {
    showToast({ message: 'Hello', tone: 'info' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    expect([TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, SWIPE_THRESHOLD_PX]).toEqual([5000, 1_000_000, 50]);
  });

  it('waits while the pointer is on it, then finishes its time', () => {
    showToast({ message: 'Hello', tone: 'info' });
    vi.advanceTimersByTime(3000);
    regionElement().dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(visible()).toHaveLength(1);
    regionElement().dispatchEvent(new PointerEvent('pointerleave'));
    vi.advanceTimersByTime(1999);
    expect(visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
  });

  it('is dismissed by its close button and by Escape', () => {
    const toast = region.show({ message: 'Hello', tone: 'info' });
    toast.querySelector<HTMLButtonElement>(`button[aria-label="${TOAST_DISMISS_LABEL}"]`)!.click();
    expect(visible()).toHaveLength(0);
    showToast({ message: 'Again', tone: 'info' });
    key('Escape');
    expect(visible()).toHaveLength(0);
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one or a swipe left', () => {
    const toast = region.show({ message: 'Hello', tone: 'info' });
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 150);
    pointer(toast, 'pointerup', 150);
    expect(visible()).toHaveLength(1);
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 20);
    pointer(toast, 'pointerup', 20);
    expect(visible()).toHaveLength(1);
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 151);
    expect(toast.style.getPropertyValue('--toast-swipe')).toBe('51px');
    pointer(toast, 'pointerup', 151);
    expect(visible()).toHaveLength(0);
  });

  it('F8 moves focus to the region while a toast shows; Escape gives focus back', () => {
    const outside = document.getElementById('outside')!;
    outside.focus();
    key('F8');
    expect(document.activeElement).toBe(outside);
    showToast({ message: 'Hello', tone: 'info' });
    key('F8');
    expect(document.activeElement).toBe(regionElement());
    key('Escape');
    expect(visible()).toHaveLength(0);
    expect(document.activeElement).toBe(outside);
  });
});
