import { z } from 'zod';
import { Icon, ICON_NAMES } from './Icon';

/** A short point with an icon: why choose us, what we optimise, what a service includes. */
export const iconCardSchema = z.strictObject({
  icon: z.enum(ICON_NAMES),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Specifics under the text, such as the tools involved. */
  points: z.array(z.string().min(1)).min(1).optional(),
});
export type IconCard = z.infer<typeof iconCardSchema>;

/** A card may do without its text when its points say it all (the learning cards of /cloud). */
type IconCardItem = Omit<IconCard, 'text'> & { text?: string };

/**
 * Cards led by an icon (styles/parts/icon-cards.css). `compact` is the denser grid of the service
 * and pricing pages, where four cards sit in one row of four on wide screens, never three and an orphan.
 */
export function IconCards({ cards, compact = false }: { cards: readonly IconCardItem[]; compact?: boolean }) {
  const className = ['icon-cards', compact && 'icon-cards--compact', cards.length === 4 && 'icon-cards--four']
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className="icon-card">
          <span className="icon-card__icon">
            <Icon name={card.icon} size={24} />
          </span>
          <h3 className="icon-card__title">{card.title}</h3>
          {card.text && <p className="icon-card__text">{card.text}</p>}
          {card.points && (
            <ul className="icon-card__points">
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
