import type { ReactNode } from 'react';
import { useFacts } from '../model/facts/facts';
import type { TestimonialData } from '../model/schemas';

/**
 * A client's quote with who said it (their record in content/data/people.yaml), an optional star
 * rating and the result they got; `children` (figures, a before and after) come after who said it.
 * The figure holds the rating, the quote and its caption (HTML allows a figcaption only as a
 * figure's first or last child), the card around it holds what follows; both are the same
 * column, so the card reads and looks as one.
 */
export function TestimonialCard({ testimonial, children }: { testimonial: TestimonialData; children?: ReactNode }) {
  const { quote, rating, result } = testimonial;
  const person = useFacts().person(testimonial.person);
  const who = `${person.role}, ${person.company}`;
  return (
    <div className="testimonial">
      <figure className="testimonial__figure">
        {/* role="img": a paragraph may not carry aria-label by itself (axe aria-prohibited-attr). */}
        {rating !== undefined && (
          <p className="testimonial__rating" role="img" aria-label={`Rated ${rating} out of 5`}>
            <span aria-hidden="true">{'★'.repeat(rating)}</span>
          </p>
        )}
        <blockquote className="testimonial__quote">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="testimonial__who">
          <strong>{person.name}</strong>
          <span>{who}</span>
        </figcaption>
      </figure>
      {children}
      {result && <p className="testimonial__result">{result}</p>}
    </div>
  );
}
