import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode, type Ref } from 'react';
import type { FieldCopy, SelectCopy } from './form-copy';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A label above its control. Required fields carry the `required` attribute (screen readers say
 * "required"; the browser checks it) and a visible asterisk the form's note explains.
 */
function FieldFrame({ id, label, required, children }: FieldFrameProps) {
  return (
    <div className="cdw-field">
      <label className="cdw-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="cdw-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  copy: FieldCopy;
  type?: 'text' | 'email' | 'tel' | 'url';
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onInput?(value: string): void;
}

export function TextField({
  name,
  copy,
  type = 'text',
  required,
  autoComplete,
  readOnly,
  inputRef,
  onInput,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={copy.label} required={required}>
      <input
        ref={inputRef}
        className="cdw-field__control"
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        placeholder={copy.placeholder}
        readOnly={readOnly}
        spellCheck={type === 'text' ? undefined : false}
        onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  copy: SelectCopy;
  required?: boolean;
  defaultValue?: string;
}

/** A select whose first choice is empty (the placeholder): an untouched select sends "". */
export function SelectField({ name, copy, required, defaultValue = '' }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={copy.label} required={required}>
      <select
        className="cdw-field__control cdw-field__select"
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue}
      >
        <option value="">{copy.placeholder}</option>
        {copy.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  name: string;
  copy: FieldCopy;
  rows: number;
}

export function TextAreaField({ name, copy, rows }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={copy.label}>
      <textarea
        className="cdw-field__control cdw-field__textarea"
        id={id}
        name={name}
        rows={rows}
        placeholder={copy.placeholder}
      />
    </FieldFrame>
  );
}
