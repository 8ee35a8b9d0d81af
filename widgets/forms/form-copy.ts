/** A field's visible words, from content/ (labels and placeholders are copy, not code). */
export interface FieldCopy {
  label: string;
  placeholder?: string;
}

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** A select: its label, the first, empty choice ("Choose one"), and the choices. */
export interface SelectCopy<V extends string = string> {
  label: string;
  placeholder: string;
  options: SelectOption<V>[];
}

/** What a form says around its fields: the submit button, while sending, and the outcome. */
export interface FormMessages {
  submit: string;
  sending: string;
  success: string;
  error: string;
}
