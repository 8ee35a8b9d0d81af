import type { FormStatus } from './use-form-submit';

interface FormStatusLineProps {
  status: FormStatus;
  message: string;
  sending: string;
}

const ICONS = {
  success: 'M20 6L9 17l-5-5',
  error: 'M12 8v5 M12 16h.01 M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
};

/**
 * The live region beside a form (not a blocking alert): present and empty from the first paint,
 * so screen readers announce what appears in it. "Sending" is spoken only; the outcome shows with
 * an icon and its words, never colour alone.
 */
export function FormStatusLine({ status, message, sending }: FormStatusLineProps) {
  return (
    <div className="cdw-form__status" role="status" aria-atomic="true">
      {status === 'sending' && <span className="cdw-sr-only">{sending}</span>}
      {(status === 'success' || status === 'error') && (
        <p className={`cdw-form__message cdw-form__message--${status}`}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d={ICONS[status]} />
          </svg>
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
