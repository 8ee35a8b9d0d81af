import { useEffect, useId, useRef, useState } from 'react';
import { track } from '../analytics/gtag';
import { buildPayload } from '../forms/form-data';
import { TextField } from '../forms/Fields';
import { FormShell } from '../forms/FormShell';
import { useFormSubmit, useHydrated } from '../forms/use-form-submit';
import {
  LIBRARY_DELAY_MS,
  RESOURCE_DOWNLOAD,
  resourceChoices,
  type EmailCaptureContent,
} from './email-capture-content';
import { useResourceLinks } from './use-resource-links';

export interface EmailCaptureProps {
  /** The hosted form endpoint: `site.forms.resource`. */
  endpoint: string;
  /** Copy and downloads: `collections.forms.emailCapture` (content/data/forms.yaml). */
  content: EmailCaptureContent;
  /** The page's route: the `source` a browser without JavaScript posts (with it, the current path). */
  sourcePath: string;
  /** The resource library's address; relative on our pages, absolute in embeds. */
  libraryUrl: string;
  /** Links to `#anchorId` with data-resource pick that download (see use-resource-links.ts). */
  anchorId?: string;
  /** The download picked at first. */
  initialResource?: string;
  headingLevel?: 2 | 3;
  /** Record email_capture and lead_generation (off in partner embeds). */
  trackEvents?: boolean;
  toasts?: boolean;
}

/**
 * The resource-download email form. The button is
 * disabled while the email is empty or a send is running; success turns the card into the
 * thank-you and opens the resource library in a new tab (no opener) one second later.
 */
export function EmailCapture(props: EmailCaptureProps) {
  const {
    endpoint,
    content,
    sourcePath,
    libraryUrl,
    anchorId,
    initialResource,
    headingLevel = 2,
    trackEvents = true,
    toasts = true,
  } = props;
  const hydrated = useHydrated();
  const [hasEmail, setHasEmail] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  useResourceLinks(anchorId, picker, email);
  // A value the browser restored (back button, autofill) before hydration counts too.
  useEffect(() => setHasEmail(Boolean(email.current?.value.trim())), []);

  const submit = useFormSubmit({
    endpoint,
    messages: content,
    resetOnSuccess: false,
    toasts,
    payload: (values) => {
      const { email: address, resource } = buildPayload(values, ['email', 'resource']);
      return {
        email: address,
        type: RESOURCE_DOWNLOAD,
        resource: resource || content.defaultResource,
        source: window.location.pathname,
      };
    },
    onSuccess(payload) {
      if (trackEvents) {
        track('email_capture', { resource: payload.resource, source: payload.source });
        track('lead_generation', { type: RESOURCE_DOWNLOAD, resource: payload.resource });
      }
      setTimeout(() => window.open(libraryUrl, '_blank', 'noopener'), LIBRARY_DELAY_MS);
    },
  });
  useEffect(() => {
    if (submit.status === 'success') thanks.current?.focus();
  }, [submit.status]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (submit.status === 'success') {
    return (
      <div className="cdw-form cdw-capture cdw-capture--thanks">
        <svg
          className="cdw-capture__check"
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M22 11.1V12a10 10 0 1 1-5.9-9.1 M22 4L12 14l-3-3" />
        </svg>
        <Heading className="cdw-form__title" ref={thanks} tabIndex={-1}>
          {content.thanksTitle}
        </Heading>
        <p className="cdw-capture__text">{content.thanksText}</p>
        <a className="cdw-capture__library" href={libraryUrl} target="_blank" rel="noopener">
          {content.libraryLink}
        </a>
      </div>
    );
  }
  const sending = submit.status === 'sending';
  return (
    <FormShell
      endpoint={endpoint}
      submit={submit}
      content={content}
      title={content.title}
      intro={content.intro}
      headingLevel={headingLevel}
      toasts={toasts}
      submitDisabled={hydrated && !hasEmail}
      className="cdw-capture"
    >
      <input type="hidden" name="type" value={RESOURCE_DOWNLOAD} />
      <input type="hidden" name="source" value={sourcePath} />
      <div className="cdw-form__grid">
        <div className="cdw-field">
          <label className="cdw-field__label" htmlFor={`${ids}resource`}>
            {content.resourceLabel}
          </label>
          <select
            ref={picker}
            className="cdw-field__control cdw-field__select"
            id={`${ids}resource`}
            name="resource"
            defaultValue={initialResource ?? content.defaultResource}
          >
            {resourceChoices(content).map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="email"
          type="email"
          copy={content.email}
          required
          autoComplete="email"
          inputRef={email}
          readOnly={sending}
          onInput={(value) => setHasEmail(value.trim() !== '')}
        />
      </div>
    </FormShell>
  );
}
