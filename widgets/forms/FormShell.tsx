import { useEffect, useRef, type ReactNode } from 'react';
import type { FormMessages } from './form-copy';
import { FormStatusLine } from './FormStatusLine';
import { Honeypot } from './Honeypot';
import type { FormSubmit } from './use-form-submit';

interface FormShellProps {
  /** Where a browser without JavaScript posts the fields (the same hosted endpoint). */
  endpoint: string;
  submit: FormSubmit;
  content: FormMessages & { requiredNote?: string; privacyNote?: string };
  title?: string;
  plain?: boolean;
  className?: string;
  /** Ask the page for its notification region (the toast page feature). */
  toasts?: boolean;
  /** Disable the button for a reason of the form's own (an empty field), besides sending. */
  submitDisabled?: boolean;
  /** Below the title, above the fields. */
  intro?: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * What every form widget has around its fields: a real `<form method="post" action>` (it posts
 * without JavaScript), the honeypot, the submit button (disabled while sending, so a double click
 * sends once) and the live status line beside it.
 */
export function FormShell(props: FormShellProps) {
  const {
    endpoint,
    submit,
    content,
    title,
    intro,
    plain,
    className,
    toasts = true,
    submitDisabled = false,
    headingLevel = 2,
    children,
  } = props;
  const sending = submit.status === 'sending';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const button = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    // A disabled button drops focus: give it back once the send is over, if nothing else took it.
    const element = button.current;
    if (wasSending.current && !sending && element) {
      const doc = element.ownerDocument;
      if (!doc.activeElement || doc.activeElement === doc.body) element.focus();
    }
    wasSending.current = sending;
  }, [sending]);
  const classes = ['cdw-form', plain ? 'cdw-form--plain' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <form
      className={classes}
      method="post"
      action={endpoint}
      onSubmit={submit.onSubmit}
      data-enhance={toasts ? 'toast' : undefined}
    >
      {title && <Heading className="cdw-form__title">{title}</Heading>}
      {intro && <p className="cdw-form__intro">{intro}</p>}
      {content.requiredNote && <p className="cdw-form__note">{content.requiredNote}</p>}
      {children}
      <Honeypot />
      <button ref={button} type="submit" className="cdw-form__submit" disabled={sending || submitDisabled}>
        {sending && <span className="cdw-form__spinner" aria-hidden="true" />}
        {sending ? content.sending : content.submit}
      </button>
      <FormStatusLine status={submit.status} message={submit.message} sending={content.sending} />
      {content.privacyNote && <p className="cdw-form__privacy">{content.privacyNote}</p>}
    </form>
  );
}
