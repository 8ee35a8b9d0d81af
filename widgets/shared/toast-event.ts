/**
 * The toast API between widgets and the shell's notification region (templates/Shell.tsx,
 * driven by widgets/enhance/toast-region.ts): a DOM event on `document`, so a widget that shows a
 * toast imports nothing of the region, and nothing happens where no region listens (partner
 * pages, pages without the toast feature).
 */
export const TOAST_EVENT = 'chinook:toast';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastDetail {
  message: string;
  tone: ToastTone;
  /**
   * Whether the region reads the message out. Off when the widget already announces it in a
   * live region of its own (a form's status line), so screen readers do not hear it twice.
   */
  announce?: boolean;
}

declare global {
  interface DocumentEventMap {
    [TOAST_EVENT]: CustomEvent<ToastDetail>;
  }
}

/** Asks the page's notification region to show a toast. */
export function showToast(detail: ToastDetail, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}
