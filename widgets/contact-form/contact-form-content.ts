import type { FieldCopy, FormMessages, SelectCopy } from '../forms/form-copy';

/** The service of interest, as the form service receives it (required values). */
export const SERVICE_VALUES = [
  'website',
  'kubernetes',
  'microservices',
  'cost-optimization',
  'dns-management',
  'business-email',
  'consultation',
] as const;
/** The project timeline, sent as `urgency` (required values). */
export const TIMELINE_VALUES = ['asap', 'this-month', 'next-month', 'planning'] as const;

export type Service = (typeof SERVICE_VALUES)[number];
export type Timeline = (typeof TIMELINE_VALUES)[number];

/** The home contact form's payload keys (required), which are also its field names. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'service', 'message', 'urgency'] as const;

/** The home contact form's words, from content/data/forms.yaml (`contact`). */
export interface ContactFormContent extends FormMessages {
  /** Explains the asterisk on required fields. */
  requiredNote: string;
  /** A line under the button (privacy promise). */
  privacyNote: string;
  fields: {
    name: FieldCopy;
    email: FieldCopy;
    company: FieldCopy;
    service: SelectCopy<Service>;
    urgency: SelectCopy<Timeline>;
    message: FieldCopy;
  };
}
