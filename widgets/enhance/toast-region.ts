import { TOAST_EVENT, type ToastDetail } from '../shared/toast-event';
import { TOAST_DISMISS_LABEL, TOAST_HOTKEY } from './toast-labels';

/** The shell's notification region brought to life: it shows the toasts widgets raise (see enhanceToasts). */

/** One toast at a time, shown for 5 s; a swipe of 50 px to the right dismisses it. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays (hidden) this long before its node is dropped, unless a new one replaces it. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;

export interface ToastRegion {
  show(detail: ToastDetail): HTMLElement;
  dismiss(): void;
}

const ICONS = {
  success: 'M20 6L9 17l-5-5',
  error: 'M12 8v5M12 16h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  info: 'M12 16v-4M12 8h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
};

function icon(doc: Document, path: string, size: number): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2.2,
    'stroke-linecap': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  })) {
    svg.setAttribute(name, String(value));
  }
  const shape = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

/**
 * The shell's notification region (templates/Shell.tsx), without React: one toast at a time,
 * shown 5000 ms (paused while pointed at or focused), dismissed by its close button, Escape or a
 * swipe right past 50 px; F8 moves focus to the region. Widgets raise toasts with `chinook:toast`.
 */
export function enhanceToasts(doc: Document): ToastRegion | undefined {
  const region = doc.querySelector<HTMLElement>('[data-toast-region]');
  const list = region?.querySelector<HTMLElement>('[data-toast-list]');
  const announcer = region?.querySelector<HTMLElement>('[data-toast-announcer]');
  if (!region || !list || !announcer) return undefined;
  // Shown (still empty) well before any toast, so screen readers track the live region.
  region.hidden = false;
  let current: HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = 0;
  let startedAt = 0;
  let returnFocus: HTMLElement | null = null;

  const stopTimer = () => {
    if (timer !== undefined) remaining -= Date.now() - startedAt;
    clearTimeout(timer);
    timer = undefined;
  };
  const startTimer = () => {
    if (!current || timer !== undefined) return;
    startedAt = Date.now();
    timer = setTimeout(dismiss, Math.max(0, remaining));
  };
  function dismiss(): void {
    if (!current) return;
    const toast = current;
    const hadFocus = region!.contains(doc.activeElement);
    clearTimeout(timer);
    timer = undefined;
    current = undefined;
    toast.hidden = true;
    setTimeout(() => toast.remove(), TOAST_REMOVE_DELAY_MS);
    if (hadFocus) returnFocus?.focus();
    returnFocus = null;
  }

  const show = (detail: ToastDetail): HTMLElement => {
    stopTimer();
    current = undefined;
    // One at a time: a new toast replaces the old, hidden or not.
    while (list.children.length >= TOAST_LIMIT) list.firstElementChild!.remove();
    const toast = doc.createElement('li');
    toast.className = `toast toast--${detail.tone}`;
    const message = doc.createElement('p');
    message.className = 'toast__message';
    message.textContent = detail.message;
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'toast__close';
    close.setAttribute('aria-label', TOAST_DISMISS_LABEL);
    close.append(icon(doc, 'M18 6L6 18M6 6l12 12', 18));
    close.addEventListener('click', dismiss);
    toast.append(icon(doc, ICONS[detail.tone], 22), message, close);
    enableSwipe(toast, dismiss);
    list.append(toast);
    announcer.textContent = detail.announce === false ? '' : detail.message;
    current = toast;
    remaining = TOAST_DURATION_MS;
    if (!region.matches(':hover, :focus-within')) startTimer();
    return toast;
  };

  region.addEventListener('pointerenter', stopTimer);
  region.addEventListener('pointerleave', startTimer);
  region.addEventListener('focusin', stopTimer);
  region.addEventListener('focusout', (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) startTimer();
  });
  doc.addEventListener(TOAST_EVENT, (event) => show(event.detail));
  doc.addEventListener('keydown', (event) => {
    if (event.key === TOAST_HOTKEY && current) {
      event.preventDefault();
      returnFocus =
        doc.activeElement instanceof HTMLElement && !region.contains(doc.activeElement)
          ? doc.activeElement
          : returnFocus;
      region.focus();
    } else if (event.key === 'Escape' && current) {
      dismiss();
    }
  });
  return { show, dismiss };
}

/** Follows a pointer dragging the toast to the right; past the threshold it is dismissed. */
function enableSwipe(toast: HTMLElement, dismiss: () => void): void {
  let startX: number | undefined;
  let dx = 0;
  toast.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    startX = event.clientX;
    dx = 0;
    toast.setPointerCapture?.(event.pointerId);
  });
  toast.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    dx = Math.max(0, event.clientX - startX);
    toast.style.setProperty('--toast-swipe', `${dx}px`);
  });
  const end = () => {
    if (startX === undefined) return;
    startX = undefined;
    toast.style.removeProperty('--toast-swipe');
    if (dx > SWIPE_THRESHOLD_PX) dismiss();
  };
  toast.addEventListener('pointerup', end);
  toast.addEventListener('pointercancel', () => {
    dx = 0;
    end();
  });
}
