import type { LinkCard } from '../offers/page-schemas';
import { Icon } from './Icon';

/** Cards that are each one link (the 404 page's style), with a title and a line of text. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="link-cards">
      {cards.map((card) => (
        <li key={card.href}>
          <a className="link-card" href={card.href}>
            <span className="link-card__title">
              {card.title}
              <Icon name="arrow-right" size={18} />
            </span>
            <span className="link-card__text">{card.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
