import { Icon } from './Icon';
import type { IconCard } from '../model/section-schemas';

/** A card may do without its text when its points say it all (the learning cards of /cloud). */
type IconCardItem = Omit<IconCard, 'text'> & { text?: string };

/**
 * The class names of a grid a page styles itself (the about page's values and guarantees, the
 * checker's list of checks): the list, each card, its icon, and its title, text and points where
 * that look names them.
 */
export interface IconCardClasses {
  list: string;
  card: string;
  icon: string;
  title?: string;
  text?: string;
  points?: string;
}

const ICON_CARD: Omit<IconCardClasses, 'list'> = {
  card: 'icon-card',
  icon: 'icon-card__icon',
  title: 'icon-card__title',
  text: 'icon-card__text',
  points: 'icon-card__points',
};

interface IconCardsProps {
  cards: readonly IconCardItem[];
  /** The denser grid of the service and pricing pages (the default look only). */
  compact?: boolean;
  /** A page's own look instead of styles/parts/icon-cards.css. */
  classes?: IconCardClasses;
  iconSize?: number;
}

/**
 * Cards led by an icon (styles/parts/icon-cards.css). `compact` is the denser grid of the service
 * and pricing pages, where four cards sit in one row of four on wide screens, never three and an orphan.
 */
export function IconCards({ cards, compact = false, classes, iconSize = 24 }: IconCardsProps) {
  const look = classes ?? ICON_CARD;
  const listClass =
    classes?.list ??
    ['icon-cards', compact && 'icon-cards--compact', cards.length === 4 && 'icon-cards--four']
      .filter(Boolean)
      .join(' ');
  return (
    <ul className={listClass}>
      {cards.map((card) => (
        <li key={card.title} className={look.card}>
          <span className={look.icon}>
            <Icon name={card.icon} size={iconSize} />
          </span>
          <h3 className={look.title}>{card.title}</h3>
          {card.text && <p className={look.text}>{card.text}</p>}
          {card.points && (
            <ul className={look.points}>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
