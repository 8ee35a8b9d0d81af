import { z } from 'zod';
import {
  SERVICE_VALUES,
  TIMELINE_VALUES,
  type ContactFormContent,
} from '../../../widgets/contact-form/contact-form-content';
import type { EmailCaptureContent } from '../../../widgets/email-capture/email-capture-content';
import { BUDGET_VALUES, type LeadFormContent } from '../../../widgets/lead-form/lead-form-content';
import { ICON_NAMES } from '../icon-names';

const text = z.string().min(1);
const fieldCopy = z.strictObject({ label: text, placeholder: text.optional() });

/** A select's copy: its choices are the values the form service receives (required values), each once. */
function selectCopy<const V extends readonly [string, ...string[]]>(values: V) {
  return z.strictObject({
    label: text,
    placeholder: text,
    options: z
      .array(z.strictObject({ value: z.enum(values), label: text }))
      .min(1)
      .refine((options) => new Set(options.map((o) => o.value)).size === options.length, 'lists a value twice'),
  });
}

/** What every form says besides its fields: the button, the button while sending, and the two outcomes. */
const messages = { submit: text, sending: text, success: text, error: text };

/** A form that asks who is writing: its messages, the two notes beside it, and its fields, name and email first. */
function enquiryForm<const F extends z.ZodRawShape>(fields: F) {
  return z.strictObject({
    ...messages,
    requiredNote: text,
    privacyNote: text,
    fields: z.strictObject({ name: fieldCopy, email: fieldCopy, ...fields }),
  });
}

const contactSchema = enquiryForm({
  company: fieldCopy,
  service: selectCopy(SERVICE_VALUES),
  urgency: selectCopy(TIMELINE_VALUES),
  message: fieldCopy,
}) satisfies z.ZodType<ContactFormContent>;

const leadSchema = enquiryForm({
  phone: fieldCopy,
  company: fieldCopy,
  website: fieldCopy,
  budget: selectCopy(BUDGET_VALUES),
  message: fieldCopy,
}) satisfies z.ZodType<LeadFormContent>;

const emailCaptureSchema = z.strictObject({
  ...messages,
  title: text,
  intro: text,
  email: fieldCopy,
  resourceLabel: text,
  defaultResource: text,
  resources: z.array(z.strictObject({ title: text, description: text, icon: z.enum(ICON_NAMES), format: text })).min(1),
  thanksTitle: text,
  thanksText: text,
  libraryHref: z
    .string()
    .regex(
      /^\/[a-z0-9/-]*#[a-z][a-z0-9-]*$/,
      'must be a route with an anchor, such as /ultimate-website-guide#resources',
    ),
  libraryLink: text,
  privacyNote: text,
}) satisfies z.ZodType<EmailCaptureContent>;

/** content/data/forms.yaml: the words of the form widgets (labels, choices, messages) and the free downloads. */
export const formsSchema = z.strictObject({
  contact: contactSchema,
  lead: leadSchema,
  emailCapture: emailCaptureSchema,
});
