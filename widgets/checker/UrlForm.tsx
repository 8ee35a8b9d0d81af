import { useId, type FormEvent, type Ref } from 'react';
import type { CheckerContent } from './checker-content';
import { CheckerIcon } from './icons';

interface UrlFormProps {
  copy: CheckerContent['form'];
  value: string;
  error: string | undefined;
  busy: boolean;
  hidden: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange(value: string): void;
  /** "Try a sample": the sample address, which a previous error no longer concerns. */
  onSample(value: string): void;
  onSubmit(value: string): void;
}

/**
 * The URL entry card. Without JavaScript it is a plain GET
 * form: submitting reloads the page with ?url=, which starts the analysis once scripts run. The
 * form has no accessible name, so it is no landmark: two checkers on one page (/embed) would
 * otherwise be two landmarks of the same name.
 */
export function UrlForm({ copy, value, error, busy, hidden, inputRef, onChange, onSample, onSubmit }: UrlFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form className="cdw-card cdw-checker__form" method="get" noValidate onSubmit={submit} hidden={hidden}>
      <h2 className="cdw-card__title">{copy.title}</h2>
      <label className="cdw-checker__form-label" htmlFor={`${id}url`}>
        {copy.label}
      </label>
      <div className="cdw-checker__form-row">
        <input
          ref={inputRef}
          id={`${id}url`}
          className="cdw-checker__form-input"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={copy.placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}error` : `${id}hint`}
        />
        <button type="submit" className="cdw-button cdw-button--primary" disabled={busy}>
          <CheckerIcon name="search" />
          {busy ? copy.busy : copy.submit}
        </button>
      </div>
      {error && (
        <p className="cdw-checker__form-error" id={`${id}error`} role="alert">
          <CheckerIcon name="poor" size={18} />
          {error}
        </p>
      )}
      <p className="cdw-checker__form-meta">
        <button type="button" className="cdw-link" onClick={() => onSample(copy.sample)}>
          {copy.sampleLabel}
        </button>
        <span id={`${id}hint`}>{copy.privacy}</span>
      </p>
    </form>
  );
}
