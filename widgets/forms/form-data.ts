/**
 * A hidden field people never see and assistive technology never reaches, which form bots
 * fill in. `_gotcha` is the name hosted form services (Formspree, Basin and others) already
 * discard submissions by, so it also guards the plain POST a browser without JavaScript sends.
 */
export const HONEYPOT_FIELD = '_gotcha';

/** The values a form would submit, read by name (what a browser without JavaScript posts). */
export type FormValues = Pick<FormData, 'get'>;

/** True when the honeypot holds anything: a bot filled it, so nothing is sent. */
export function isHoneypotFilled(values: FormValues): boolean {
  const value = values.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The JSON payload of a form: exactly `fields`, in that order, each a string (empty when the
 * field is empty or absent), so the payload has the same keys whatever the visitor filled in.
 */
export function buildPayload<K extends string>(values: FormValues, fields: readonly K[]): Record<K, string> {
  const payload = {} as Record<K, string>;
  for (const name of fields) {
    const value = values.get(name);
    payload[name] = typeof value === 'string' ? value.trim() : '';
  }
  return payload;
}
