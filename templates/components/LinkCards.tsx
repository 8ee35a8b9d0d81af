import type { LinkCard } from '../model/offers/page-schemas';
import { Icon } from './Icon';
import type { IconName } from '../model/icon-names';

/**
 * Cards that are each one link (the 404 page's style), with a title and a line of text. A card
 * with an icon shows it before its title; the others end their title with an arrow.
 */
export function LinkCards({ cards }: { cards: readonly (LinkCard & { icon?: IconName })[] }) {
  return (
    <ul className="link-cards">
      {cards.map((card) => (
        <li key={card.href}>
          <a className="link-card" href={card.href}>
            <span className="link-card__title">
              {card.icon ? <Icon name={card.icon} size={20} /> : null}
              {card.title}
              {card.icon ? null : <Icon name="arrow-right" size={18} />}
            </span>
            <span className="link-card__text">{card.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
