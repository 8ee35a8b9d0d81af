import { track } from '../analytics/gtag';
import { SelectField, TextAreaField, TextField } from '../forms/Fields';
import { buildPayload } from '../forms/form-data';
import { FormShell } from '../forms/FormShell';
import { useFormSubmit } from '../forms/use-form-submit';
import { CONTACT_FIELDS, type ContactFormContent } from './contact-form-content';

/**
 * Props of the home page's contact form (`ContactFormIsland` in widgets/contact-form/island.tsx).
 *
 * ```tsx
 * // in a template that lists 'forms' in `uses`:
 * <ContactFormIsland endpoint={site.forms.contact} content={collections.forms.contact} />
 * ```
 * It draws its own light card (white, rounded, shadowed), so it reads well on any section
 * background; inside a card the page already draws, pass `plain`. Without JavaScript it is a
 * plain POST form to `endpoint` with the same field names.
 */
export interface ContactFormProps {
  /** The hosted form endpoint: `site.forms.contact`. */
  endpoint: string;
  /** Labels, choices and messages: `collections.forms.contact` (content/data/forms.yaml). */
  content: ContactFormContent;
  /** A heading (h2) inside the card; leave it out where the section around the form has one. */
  title?: string;
  /** No card of its own: for a page that already puts the form in a light card. */
  plain?: boolean;
  /** Record conversion, generate_lead and failed submissions (off in partner embeds). */
  trackEvents?: boolean;
  /** Repeat the outcome as a toast in the page's notification region (off in partner embeds). */
  toasts?: boolean;
}

/**
 * The home contact form. Success clears every
 * field and records `conversion` and `generate_lead`; a non-ok answer keeps the fields and records
 * a failed submission; a network failure or timeout keeps the fields and records nothing.
 * Primary Interest is optional, and labelled so (see contact-form-content.ts).
 */
export function ContactForm({
  endpoint,
  content,
  title,
  plain = false,
  trackEvents = true,
  toasts = true,
}: ContactFormProps) {
  const { fields } = content;
  const submit = useFormSubmit({
    endpoint,
    payload: (values) => buildPayload(values, CONTACT_FIELDS),
    messages: content,
    toasts,
    onSuccess(payload) {
      if (!trackEvents) return;
      track('conversion', { form: 'contact', service: payload.service || 'not_specified' });
      track('generate_lead', { source: 'home_contact_form', type: 'contact_form' });
    },
    onRejected(status) {
      if (trackEvents) track('form_submit', { form: 'contact', result: 'failed', status });
    },
  });
  return (
    <FormShell
      endpoint={endpoint}
      title={title}
      plain={plain}
      toasts={toasts}
      submit={submit}
      content={content}
      className="cdw-contact-form"
    >
      <div className="cdw-form__grid cdw-form__grid--two">
        <TextField name="name" copy={fields.name} required autoComplete="name" />
        <TextField name="email" copy={fields.email} type="email" required autoComplete="email" />
        <TextField name="company" copy={fields.company} autoComplete="organization" />
        <SelectField name="urgency" copy={fields.urgency} />
        <div className="cdw-field--wide">
          <SelectField name="service" copy={fields.service} />
        </div>
        <div className="cdw-field--wide">
          <TextAreaField name="message" copy={fields.message} rows={4} />
        </div>
      </div>
    </FormShell>
  );
}
