import type { FreeResource } from '../../widgets/email-capture/email-capture-content';
import { isIconName, type IconName } from '../model/icon-names';
import { Icon } from './Icon';
import { SectionHeading } from './SectionHeading';

/** A guide that is a page of the site: read there, or downloaded from there. */
export interface LibraryGuide {
  title: string;
  icon: IconName;
  format: string;
  description: string;
  href: string;
  label: string;
}

interface ResourceLibraryProps {
  eyebrow: string;
  heading: string;
  lead: string;
  guides: readonly LibraryGuide[];
  /** The free downloads of the guide's email form (content/data/forms.yaml, `emailCapture`). */
  downloads: readonly FreeResource[];
  /** Where each download is picked and sent from: the guide's resource library. */
  downloadsHref: string;
  downloadLabel: string;
}

/**
 * What the site already offers to read and download, in one grid: its guides, then the
 * checklists and templates the guide's form sends (read from the form's own list, so a new
 * download shows here without a second edit). Each link names its resource for screen readers.
 */
export function ResourceLibrary({
  eyebrow,
  heading,
  lead,
  guides,
  downloads,
  downloadsHref,
  downloadLabel,
}: ResourceLibraryProps) {
  const cards = [
    ...guides,
    ...downloads.map((d) => ({
      title: d.title,
      icon: isIconName(d.icon) ? d.icon : ('download' as const),
      format: d.format,
      description: d.description,
      href: downloadsHref,
      label: downloadLabel,
    })),
  ];
  return (
    <>
      <SectionHeading id="library-title" eyebrow={eyebrow} title={heading} lead={lead} align="start" />
      <ul className="library-grid">
        {cards.map((card) => (
          <li key={card.title} className="library-card">
            <span className="library-card__icon">
              <Icon name={card.icon} size={24} />
            </span>
            <p className="library-card__format">{card.format}</p>
            <h3 className="library-card__title">{card.title}</h3>
            <p className="library-card__text">{card.description}</p>
            <a className="library-card__link" href={card.href} aria-label={`${card.label}: ${card.title}`}>
              {card.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
