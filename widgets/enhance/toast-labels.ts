/** The key that moves focus to the notification region. */
export const TOAST_HOTKEY = 'F8';

/** The notification region's name; the shell writes it (templates/Shell.tsx). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;

/** The name of each toast's close button; toast-region.ts writes it. */
export const TOAST_DISMISS_LABEL = 'Dismiss notification';
