import { z } from 'zod';
import { clientOf, metricLabelsSchema, type PortfolioCase } from '../model/data/portfolio';
import { useFacts } from '../model/facts/facts';
import type { ImageInfo } from '../../cli/kit/image';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { TestimonialCard } from './TestimonialCard';

const label = z.string().min(1);

/** The words around a case study's figures, from the page's front matter. */
export const caseStudyLabelsSchema = z.strictObject({
  challenge: label,
  solution: label,
  results: label,
  timeline: label,
  investment: label,
  /** Opens the client's site in a new tab. */
  visit: label,
});
export type CaseStudyLabels = z.infer<typeof caseStudyLabelsSchema>;

/** The four results a case study shows, in order. */
export const STUDY_METRICS = ['conversion', 'revenue', 'traffic', 'bounceRate'] as const;
/** Their labels: the same words as every other page that labels these metrics. */
export const studyMetricLabelsSchema = metricLabelsSchema(STUDY_METRICS);
export type StudyMetricLabels = z.infer<typeof studyMetricLabelsSchema>;

/**
 * A case study: company, industry, tags, the challenge and the solution, four results, the
 * client's words, the timeline and the investment.
 */
export function CaseStudy({
  study,
  labels,
  metricLabels,
  screenshot,
}: {
  study: PortfolioCase;
  labels: CaseStudyLabels;
  metricLabels: StudyMetricLabels;
  screenshot: ImageInfo | undefined;
}) {
  const client = clientOf(study, useFacts());
  const results = STUDY_METRICS.map((key) => [metricLabels[key], study.metrics[key]] as const);
  return (
    <article id={study.id} className="case-study" aria-labelledby={`${study.id}-title`}>
      <div className="case-study__head">
        <p className="case-study__industry">
          <span className="badge">{study.industry}</span>
        </p>
        <h2 id={`${study.id}-title`} className="case-study__company">
          {client}
        </h2>
        <p className="case-study__title">{study.title}</p>
        <ul className="case-study__tags" aria-label="Tags">
          {study.study.tags.map((tag) => (
            <li key={tag} className="chip chip--static">
              {tag}
            </li>
          ))}
        </ul>
      </div>
      <div className="case-study__media">
        {screenshot && (
          <Picture
            image={screenshot}
            alt={study.image.alt}
            sizes="(min-width: 1200px) 480px, (min-width: 960px) 40vw, 88vw"
          />
        )}
        <dl className="case-study__facts">
          <div>
            <dt>
              <Icon name="calendar" size={18} />
              {labels.timeline}
            </dt>
            <dd>{study.study.timelineWeeks} weeks</dd>
          </div>
          <div>
            <dt>
              <Icon name="dollar" size={18} />
              {labels.investment}
            </dt>
            <dd>{study.study.investment}</dd>
          </div>
        </dl>
      </div>
      <div className="case-study__story">
        <h3>{labels.challenge}</h3>
        <p>{study.study.challenge}</p>
        <h3>{labels.solution}</h3>
        <p>{study.study.solution}</p>
        <h3>{labels.results}</h3>
        <dl className="case-study__results" data-figures="project">
          {results.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <TestimonialCard testimonial={study.testimonial} />
        <a
          className="button button--ghost case-study__visit"
          href={study.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {labels.visit}
          <span className="sr-only">: {client} (opens in a new tab)</span>
          <Icon name="external-link" size={18} />
        </a>
      </div>
    </article>
  );
}
