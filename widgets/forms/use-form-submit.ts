import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../shared/toast-event';
import { isHoneypotFilled, type FormValues } from './form-data';
import { postJson, type PostOptions, type SubmitOutcome } from './post-json';

export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

export interface FormSubmitOptions<P extends object> {
  endpoint: string;
  /** The JSON payload from the form's values (see buildPayload: field names are payload keys). */
  payload(values: FormValues): P;
  messages: { success: string; error: string };
  onSuccess?(payload: P): void;
  /** The service answered, but not with 2xx. */
  onRejected?(status: number, payload: P): void;
  /** Clear the fields after a success (a form that is replaced by a confirmation need not). */
  resetOnSuccess?: boolean;
  /** Also show the outcome as a toast in the page's notification region. */
  toasts?: boolean;
  post?: PostOptions;
}

export interface FormSubmit {
  status: FormStatus;
  /** The status line's text: the outcome message, or empty. */
  message: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The send cycle every form shares: JSON to the endpoint, one send at a time (a double click
 * sends once: the lock is a ref, set before any re-render could disable the button), bots
 * stopped by the honeypot without sending, and the outcome as a message (and a toast). On
 * failure the fields keep what the visitor typed.
 */
export function useFormSubmit<P extends object>(options: FormSubmitOptions<P>): FormSubmit {
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const latest = useRef(options);
  // The handlers below read the options of the last commit (a render React discards must not leak in).
  useLayoutEffect(() => {
    latest.current = options;
  });

  const finish = (outcome: 'success' | 'error') => {
    const { messages, toasts = true } = latest.current;
    setStatus(outcome);
    if (toasts) showToast({ message: messages[outcome], tone: outcome, announce: false });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const { endpoint, resetOnSuccess = true } = latest.current;
    if (isHoneypotFilled(values)) {
      // A bot: nothing is sent, and it is told nothing it could learn from.
      if (resetOnSuccess) form.reset();
      finish('success');
      return;
    }
    sending.current = true;
    setStatus('sending');
    const payload = latest.current.payload(values);
    void postJson(endpoint, payload, latest.current.post).then((outcome: SubmitOutcome) => {
      sending.current = false;
      if (outcome.kind === 'ok') {
        if (resetOnSuccess) form.reset();
        latest.current.onSuccess?.(payload);
        finish('success');
      } else {
        if (outcome.kind === 'rejected') latest.current.onRejected?.(outcome.status, payload);
        finish('error');
      }
    });
  };

  const message = status === 'success' || status === 'error' ? options.messages[status] : '';
  return { status, message, onSubmit };
}

/**
 * False in the server render and the first browser render, true once hydrated: markup that only
 * makes sense with JavaScript (a button disabled until a field is filled) waits for it, so the
 * page without JavaScript stays usable and hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after hydration is the point (see above)
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
