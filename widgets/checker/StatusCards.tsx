import type { Ref } from 'react';
import { fill, type CheckerContent } from './checker-content';
import { CheckerIcon } from './icons';

/** The loading bar is fixed at 65 percent (required figure). */
export const LOADING_PERCENT = 65;

/** The loading card: title, what is happening, the bar at 65 percent, the expected time. */
export function LoadingCard({
  copy,
  url,
  titleRef,
  onCancel,
}: {
  copy: CheckerContent['loading'];
  url: string;
  titleRef: Ref<HTMLHeadingElement>;
  onCancel(): void;
}) {
  return (
    <div className="cdw-card cdw-loading">
      <h2 className="cdw-card__title" ref={titleRef} tabIndex={-1}>
        {copy.title}
      </h2>
      <p>{fill(copy.text, { url })}</p>
      <div
        className="cdw-loading__bar"
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={LOADING_PERCENT}
      >
        <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className="cdw-bar__track" width="100" height="10" />
          <rect className="cdw-loading__fill" width={LOADING_PERCENT} height="10" />
        </svg>
      </div>
      <p className="cdw-loading__note">
        <CheckerIcon name="clock" size={18} />
        {copy.note}
      </p>
      <button type="button" className="cdw-button cdw-button--ghost" onClick={onCancel}>
        {copy.cancel}
      </button>
    </div>
  );
}

interface ErrorCardProps {
  copy: CheckerContent['error'];
  message: string;
  /** A busy service (429): the hint about the address and the site does not apply. */
  busy?: boolean | undefined;
  titleRef: Ref<HTMLHeadingElement>;
  onRetry(): void;
}

/** The error card: 'Analysis Error', the message, and 'Try Another Website'. */
export function ErrorCard({ copy, message, busy, titleRef, onRetry }: ErrorCardProps) {
  return (
    <div className="cdw-card cdw-error">
      <h2 className="cdw-card__title" ref={titleRef} tabIndex={-1}>
        <CheckerIcon name="poor" size={24} />
        {copy.title}
      </h2>
      <p className="cdw-error__message">{message}</p>
      {!busy && <p className="cdw-muted">{copy.hint}</p>}
      <button type="button" className="cdw-button cdw-button--primary" onClick={onRetry}>
        <CheckerIcon name="refresh" />
        {copy.retry}
      </button>
    </div>
  );
}
