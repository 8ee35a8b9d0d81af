import { track } from '../analytics/gtag';
import { SelectField, TextAreaField, TextField } from '../forms/Fields';
import { buildPayload } from '../forms/form-data';
import { FormShell } from '../forms/FormShell';
import { useFormSubmit } from '../forms/use-form-submit';
import { LEAD_FIELDS, type LeadFormContent } from './lead-form-content';

export interface LeadFormProps {
  /** The hosted form endpoint: `site.forms.lead`. */
  endpoint: string;
  /** Labels, choices and messages: `collections.forms.lead` (content/data/forms.yaml). */
  content: LeadFormContent;
  /** A heading (h2) inside the card. */
  title?: string;
  /** A line under the heading. */
  intro?: string;
  /** Record generate_lead and conversion on success (off in partner embeds). */
  trackEvents?: boolean;
  /** Repeat the outcome as a toast in the page's notification region (off in partner embeds). */
  toasts?: boolean;
}

/**
 * The contact page's free-analysis lead form:
 * name, business email, phone and company required; website, budget and a 4-row message
 * optional. Success clears every field; a non-ok answer, a network failure or a timeout keeps
 * them. Only the home form's outcomes must be recorded in analytics; a lead on the page built
 * for leads is recorded too (generate_lead, conversion), failures are not.
 */
export function LeadForm({ endpoint, content, title, intro, trackEvents = true, toasts = true }: LeadFormProps) {
  const { fields } = content;
  const submit = useFormSubmit({
    endpoint,
    payload: (values) => buildPayload(values, LEAD_FIELDS),
    messages: content,
    toasts,
    onSuccess(payload) {
      if (!trackEvents) return;
      track('conversion', { form: 'lead', budget: payload.budget || 'not_specified' });
      track('generate_lead', { source: 'contact_page', type: 'free_business_analysis' });
    },
  });
  return (
    <FormShell
      endpoint={endpoint}
      title={title}
      intro={intro}
      toasts={toasts}
      submit={submit}
      content={content}
      className="cdw-lead-form"
    >
      <div className="cdw-form__grid cdw-form__grid--two">
        <TextField name="name" copy={fields.name} required autoComplete="name" />
        <TextField name="email" copy={fields.email} type="email" required autoComplete="email" />
        <TextField name="phone" copy={fields.phone} type="tel" required autoComplete="tel" />
        <TextField name="company" copy={fields.company} required autoComplete="organization" />
        <TextField name="website" copy={fields.website} type="url" autoComplete="url" />
        <SelectField name="budget" copy={fields.budget} />
        <div className="cdw-field--wide">
          <TextAreaField name="message" copy={fields.message} rows={4} />
        </div>
      </div>
    </FormShell>
  );
}
