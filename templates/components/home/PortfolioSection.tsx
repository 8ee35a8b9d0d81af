import { z } from 'zod';
import { clientOf, metricLabelsSchema, type PortfolioCase } from '../../model/data/portfolio';
import { useFacts } from '../../model/facts/facts';
import type { ImageLookup } from '../../../cli/kit/image';
import { ctaSchema } from '../../model/schemas';
import { CheckList } from '../CheckList';
import { Icon } from '../Icon';
import { Picture } from '../Picture';
import { SectionHeading } from '../SectionHeading';
import { TestimonialCard } from '../TestimonialCard';

const label = z.string().min(1);

export const portfolioSectionSchema = z.strictObject({
  eyebrow: label,
  heading: label,
  lead: label,
  /** Labels of the four metrics of a home case: the same words as every other page that labels them. */
  metricLabels: metricLabelsSchema(['conversion', 'traffic', 'revenue', 'loadTime']),
  technologiesLabel: label,
  resultsLabel: label,
  /** 'Visit Website': opens the client's site in a new tab. */
  visitLabel: label,
  cta: ctaSchema,
});
export type PortfolioSectionData = z.infer<typeof portfolioSectionSchema>;

const METRICS = ['conversion', 'traffic', 'revenue', 'loadTime'] as const;
/** The screenshot's column: the card's width on phones and tablets, under half of the 1200 px container from 960 px up. */
const CASE_SIZES = '(min-width: 1200px) 500px, (min-width: 960px) 42vw, 90vw';

/** #portfolio: the client projects of content/data/portfolio.yaml, each with its numbers and a link to the live site. */
export function PortfolioSection({
  section,
  cases,
  image,
}: {
  section: PortfolioSectionData;
  cases: readonly PortfolioCase[];
  image: ImageLookup;
}) {
  const facts = useFacts();
  return (
    <section id="portfolio" className="section section--alt home-portfolio" aria-labelledby="portfolio-title">
      <div className="container">
        <SectionHeading id="portfolio-title" eyebrow={section.eyebrow} title={section.heading} lead={section.lead} />
        <div className="case-list">
          {cases.map((item) => {
            const screenshot = image(item.image.src);
            return (
              <article key={item.id} className="case" aria-labelledby={`case-${item.id}`}>
                <div className="case__body">
                  <p className="case__client">
                    <strong>{clientOf(item, facts)}</strong>
                    <span className="badge">{item.industry}</span>
                  </p>
                  <h3 id={`case-${item.id}`} className="case__title">
                    {item.title}
                  </h3>
                  <p className="case__description">{item.description}</p>
                  <dl className="case__metrics" data-figures="project">
                    {METRICS.map((key) => (
                      <div key={key}>
                        <dt>{section.metricLabels[key]}</dt>
                        <dd>{item.metrics[key]}</dd>
                      </div>
                    ))}
                  </dl>
                  <h4 className="case__label">{section.resultsLabel}</h4>
                  <CheckList items={item.results} className="case__results" />
                  <TestimonialCard testimonial={item.testimonial} />
                </div>
                <div className="case__media">
                  {screenshot && <Picture image={screenshot} alt={item.image.alt} sizes={CASE_SIZES} priority="low" />}
                </div>
                <div className="case__links">
                  <h4 className="case__label">{section.technologiesLabel}</h4>
                  <ul className="case__tech">
                    {item.technologies.map((tech) => (
                      <li key={tech} className="chip chip--static">
                        {tech}
                      </li>
                    ))}
                  </ul>
                  <a
                    className="button button--ghost case__visit"
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {section.visitLabel}
                    <span className="sr-only">: {clientOf(item, facts)} (opens in a new tab)</span>
                    <Icon name="external-link" size={18} />
                  </a>
                </div>
              </article>
            );
          })}
        </div>
        <p className="home-portfolio__more">
          <a className="button button--primary" href={section.cta.href} data-track={section.cta.track}>
            {section.cta.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}
