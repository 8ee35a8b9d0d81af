import { z } from 'zod';
import { ctaSchema } from '../../model/schemas';
import { CheckList } from '../CheckList';
import { Icon } from '../Icon';
import { ICON_NAMES } from '../../model/icon-names';
import { processIdSchema } from '../../model/section-schemas';
import { SectionHeading } from '../SectionHeading';

/** A process step: its number is its place in the list. */
const stepSchema = z.strictObject({
  title: z.string().min(1),
  icon: z.enum(ICON_NAMES),
  description: z.string().min(1),
  activities: z.array(z.string().min(1)).min(1),
  /** How long it takes ("3-5 days", "Ongoing"): a total time stated beside the process adds these up. */
  timeline: z.string().min(1),
});

export const processSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  id: processIdSchema,
  steps: z.array(stepSchema).min(1),
  /** 'Book 15-Min Strategy Call' to /contact, then the free audit. */
  primaryCta: ctaSchema,
  secondaryCta: ctaSchema,
});
export type ProcessData = z.infer<typeof processSchema>;

/** The five-step process, as an ordered list of steps with their activities and timeline. */
export function ProcessSection({ section }: { section: ProcessData }) {
  return (
    <section className="section home-process" aria-labelledby="process-title">
      <div className="container">
        <SectionHeading id="process-title" eyebrow={section.eyebrow} title={section.heading} lead={section.lead} />
        <ol className="home-process__steps">
          {section.steps.map((step, i) => (
            <li key={step.title} className="home-process__step">
              <div className="home-process__step-top">
                <span className="home-process__number" aria-hidden="true">
                  {i + 1}
                </span>
                <Icon name={step.icon} size={22} className="home-process__icon" />
              </div>
              <h3 className="home-process__title">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="home-process__timeline">
                <Icon name="clock" size={16} />
                <span>
                  <span className="sr-only">Timeline: </span>
                  {step.timeline}
                </span>
              </p>
              <p className="home-process__description">{step.description}</p>
              <CheckList items={step.activities} className="home-process__activities" />
            </li>
          ))}
        </ol>
        <div className="button-row home-process__ctas">
          <a
            className="button button--accent button--large"
            href={section.primaryCta.href}
            data-track={section.primaryCta.track}
          >
            <Icon name="calendar" size={20} />
            {section.primaryCta.label}
          </a>
          <a
            className="button button--ghost button--large"
            href={section.secondaryCta.href}
            data-track={section.secondaryCta.track}
          >
            {section.secondaryCta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
