import { useFacts } from '../model/facts/facts';
import type { TestimonialData } from '../model/schemas';
import type { SiteConfig } from '../model/site-config';
import type { ValueStackData } from '../value-stack';
import { Icon } from './Icon';
import { TestimonialCard } from './TestimonialCard';
import { ValueStack } from './ValueStack';

export interface ContactAsideData {
  reach: { title: string; phoneLabel: string; support: string; supportText: string };
  valueStack: ValueStackData;
  rating: { title: string; testimonial: TestimonialData };
}

/**
 * The contact page's side column: phone, location and 24/7 support; what
 * the free analysis includes; the rating (company facts) and one testimonial.
 */
export function ContactAside({ data, contact }: { data: ContactAsideData; contact: SiteConfig['contact'] }) {
  const { reach, valueStack, rating } = data;
  const facts = useFacts();
  return (
    <aside className="contact-aside" aria-label="Ways to reach us and what you get">
      <section className="contact-card" aria-labelledby="reach-title">
        <h2 id="reach-title" className="contact-card__title">
          {reach.title}
        </h2>
        <ul className="reach-list">
          <li>
            <Icon name="phone" size={20} />
            <span>
              <span className="reach-list__label">{reach.phoneLabel}</span>
              <a href={`tel:${contact.phoneDial}`}>{contact.phone}</a>
            </span>
          </li>
          <li>
            <Icon name="map-pin" size={20} />
            <span>{`${contact.location}, ${contact.serviceArea}`}</span>
          </li>
          <li>
            <Icon name="clock" size={20} />
            <span>
              <strong>{reach.support}</strong>
              <span className="reach-list__label">{reach.supportText}</span>
            </span>
          </li>
        </ul>
      </section>
      <ValueStack stack={valueStack} id="value-title" />
      <section className="contact-card rating-card" aria-labelledby="rating-title">
        <h2 id="rating-title" className="contact-card__title">
          {rating.title}
        </h2>
        <p className="rating-card__score">
          <span className="rating-card__stars" aria-hidden="true">
            ★★★★★
          </span>{' '}
          <span>
            {/* The reviews' label says whose they are: there are more reviews than clients. */}
            <strong>{facts.factText('rating')}</strong> based on {facts.factText('reviews')}{' '}
            {facts.fact('reviews').label}
          </span>
        </p>
        <TestimonialCard testimonial={rating.testimonial} />
      </section>
    </aside>
  );
}
