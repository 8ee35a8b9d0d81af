import { z } from 'zod';
import { ctaSchema, testimonialSchema } from '../../model/schemas';
import { Icon } from '../Icon';
import { SectionHeading } from '../SectionHeading';
import { TestimonialCard } from '../TestimonialCard';

/** A client testimonial: the kit's testimonial (who said it is a person of content/data/people.yaml) plus results (metric, revenue, timeframe) and a before and after. */
const clientTestimonialSchema = testimonialSchema.extend({
  results: z.strictObject({ metric: z.string().min(1), revenue: z.string().min(1), timeframe: z.string().min(1) }),
  beforeAfter: z.strictObject({ before: z.string().min(1), after: z.string().min(1) }),
});

export const testimonialsSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  items: z.array(clientTestimonialSchema).min(1),
  cta: ctaSchema,
});
export type TestimonialsData = z.infer<typeof testimonialsSchema>;

/** Client testimonials, each with the numbers it produced and where the client started. */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialsData }) {
  return (
    <section className="section home-testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          eyebrow={testimonials.eyebrow}
          title={testimonials.heading}
          lead={testimonials.lead}
        />
        <div className="card-grid">
          {testimonials.items.map(({ results, beforeAfter, ...testimonial }) => (
            <TestimonialCard key={testimonial.person} testimonial={testimonial}>
              <dl className="testimonial-results" data-figures="project">
                <div>
                  <dt>Result</dt>
                  <dd>{results.metric}</dd>
                </div>
                <div>
                  <dt>Revenue</dt>
                  <dd>{results.revenue}</dd>
                </div>
                <div>
                  <dt>Timeframe</dt>
                  <dd>{results.timeframe}</dd>
                </div>
              </dl>
              <dl className="before-after">
                <div className="before-after__before">
                  <dt>Before</dt>
                  <dd>{beforeAfter.before}</dd>
                </div>
                <div className="before-after__after">
                  <dt>After</dt>
                  <dd>{beforeAfter.after}</dd>
                </div>
              </dl>
            </TestimonialCard>
          ))}
        </div>
        <p className="home-testimonials__cta">
          <a className="button button--accent" href={testimonials.cta.href} data-track={testimonials.cta.track}>
            {testimonials.cta.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}
