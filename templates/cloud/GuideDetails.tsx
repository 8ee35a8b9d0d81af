import { CheckList } from '../components/CheckList';
import { Icon } from '../components/Icon';
import { SectionHeading } from '../components/SectionHeading';
import type { CloudProvider } from '../model/cloud-provider-schema';
import { GUIDE_LABELS } from './guide-labels';

/**
 * The body of a provider guide: platform overview, the architecture
 * pattern where the record has one, pricing traps, the case study and the numbered action plan.
 */
export function GuideDetails({ provider: p }: { provider: CloudProvider }) {
  const { platformOverview: overview, architecturePattern: pattern, caseStudy: study } = p;
  return (
    <>
      <section className="section section--alt" aria-labelledby="overview-title">
        <div className="container">
          <SectionHeading id="overview-title" title={GUIDE_LABELS.platformOverview} />
          <div className="overview-grid">
            <div className="overview-card">
              <h3>{GUIDE_LABELS.strengths}</h3>
              <CheckList items={overview.strengths} />
            </div>
            <div className="overview-card">
              <h3>{GUIDE_LABELS.limitations}</h3>
              <ul className="overview-card__limits">
                {overview.limitations.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="overview-card overview-card--verdict">
              <h3>{GUIDE_LABELS.bestFor}</h3>
              <p>{overview.bestFor}</p>
              <h3>{GUIDE_LABELS.avoidIf}</h3>
              <p>{overview.avoidIf}</p>
            </div>
          </div>
        </div>
      </section>

      {pattern && (
        <section className="section" aria-labelledby="architecture-title">
          <div className="container">
            <SectionHeading id="architecture-title" title={GUIDE_LABELS.architecture} lead={pattern.approach} />
            <div className="architecture-grid">
              <div>
                <h3>{GUIDE_LABELS.keyComponents}</h3>
                <CheckList items={pattern.keyComponents} />
              </div>
              <div>
                <h3>{GUIDE_LABELS.migrationPath}</h3>
                <ol className="migration-path">
                  {pattern.migrationPath.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </section>
      )}

      <section className={pattern ? 'section section--alt' : 'section'} aria-labelledby="traps-title">
        <div className="container">
          <SectionHeading id="traps-title" eyebrow="Pricing traps" title={p.pricingTraps.title} />
          <div className="trap-grid">
            {p.pricingTraps.traps.map((trap) => (
              <article key={trap.trap} className="trap-card">
                <h3>
                  <Icon name="alert-triangle" size={20} />
                  {trap.trap}
                </h3>
                <dl>
                  <dt>Impact</dt>
                  <dd>{trap.impact}</dd>
                  <dt>Solution</dt>
                  <dd>{trap.solution}</dd>
                </dl>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className={pattern ? 'section' : 'section section--alt'} aria-labelledby="case-title">
        <div className="container">
          <SectionHeading id="case-title" title={GUIDE_LABELS.caseStudy} />
          <div className="case-study">
            <dl className="case-study__story">
              <div>
                <dt>Situation</dt>
                <dd>{study.situation}</dd>
              </div>
              <div>
                <dt>Challenge</dt>
                <dd>{study.challenge}</dd>
              </div>
              <div>
                <dt>Solution</dt>
                <dd>{study.solution}</dd>
              </div>
            </dl>
            <div className="case-study__results">
              <h3>{GUIDE_LABELS.results}</h3>
              <CheckList items={study.results} />
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="plan-title">
        <div className="container">
          <SectionHeading id="plan-title" eyebrow="Your action plan" title={p.actionPlan.title} />
          <ol className="action-plan">
            {p.actionPlan.steps.map((step) => (
              <li key={step.step} className="action-plan__step">
                <h3>{step.step}</h3>
                <p>{step.description}</p>
                <p className="action-plan__time">
                  <Icon name="clock" size={16} />
                  {step.timeframe}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
