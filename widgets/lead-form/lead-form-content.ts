import type { FieldCopy, FormMessages, SelectCopy } from '../forms/form-copy';

/** Monthly marketing budget values (required values). */
export const BUDGET_VALUES = ['under-2k', '2k-5k', '5k-10k', '10k-plus'] as const;
export type Budget = (typeof BUDGET_VALUES)[number];

/** The contact page lead form's payload keys (required), also its field names. */
export const LEAD_FIELDS = ['name', 'email', 'phone', 'company', 'website', 'budget', 'message'] as const;

/** The lead form's words, from content/data/forms.yaml (`lead`). */
export interface LeadFormContent extends FormMessages {
  requiredNote: string;
  privacyNote: string;
  fields: {
    name: FieldCopy;
    email: FieldCopy;
    phone: FieldCopy;
    company: FieldCopy;
    website: FieldCopy;
    budget: SelectCopy<Budget>;
    message: FieldCopy;
  };
}
