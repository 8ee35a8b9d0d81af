import type { ProcessStep } from '../model/section-schemas';

/** Numbered steps in order; the number is the list position, so it never drifts from the content. */
export function ProcessSteps({ steps, durationLabel }: { steps: readonly ProcessStep[]; durationLabel: string }) {
  return (
    <ol className="process-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="process-steps__item">
          <span className="process-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="process-steps__title">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="process-steps__description">{step.description}</p>
          <p className="process-steps__duration">
            <span className="sr-only">{durationLabel}: </span>
            {step.duration}
          </p>
        </li>
      ))}
    </ol>
  );
}
