import type { TestimonialData } from '../schemas';

/** A client's quote with who said it, an optional star rating and the result they got. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialData }) {
  const { quote, name, role, company, rating, result } = testimonial;
  const who = [role, company].filter(Boolean).join(', ');
  return (
    <figure className="testimonial">
      {rating !== undefined && (
        <p className="testimonial__rating">
          {/* aria-label is not allowed on a paragraph (axe aria-prohibited-attr): the words are visually hidden text. */}
          <span aria-hidden="true">{'★'.repeat(rating)}</span>
          <span className="sr-only">Rated {rating} out of 5</span>
        </p>
      )}
      <blockquote className="testimonial__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <strong>{name}</strong>
        {who && <span>{who}</span>}
      </figcaption>
      {result && <p className="testimonial__result">{result}</p>}
    </figure>
  );
}
