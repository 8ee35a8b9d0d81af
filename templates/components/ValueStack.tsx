import { useFacts } from '../model/facts/facts';
import { offerView } from '../model/facts/offer-view';
import type { ValueStackData } from '../value-stack';
import { Icon } from './Icon';

interface ValueStackProps {
  stack: ValueStackData;
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
}

/** What an offer includes and what each part is worth, its regular price as the total value, then its price (usually Free). */
export function ValueStack({ stack, id }: ValueStackProps) {
  const offer = offerView(useFacts().offer(stack.offer));
  return (
    <section className="value-stack" aria-labelledby={id}>
      <h2 id={id} className="value-stack__title">
        {stack.title}
      </h2>
      <ul className="value-stack__items">
        {stack.items.map((item) => (
          <li key={item.label}>
            <Icon name="check" size={18} />
            <span className="value-stack__label">{item.label}</span>{' '}
            <span className="value-stack__value">{item.value ?? 'Included'}</span>
          </li>
        ))}
      </ul>
      <dl className="value-stack__summary">
        <div>
          <dt>{stack.totalLabel}</dt>
          <dd>
            <s>{offer.originalPrice}</s>
          </dd>
        </div>
        <div className="value-stack__price">
          <dt>{stack.priceLabel}</dt>
          <dd>{offer.price}</dd>
        </div>
      </dl>
      {stack.note && <p className="value-stack__note">{stack.note}</p>}
    </section>
  );
}
