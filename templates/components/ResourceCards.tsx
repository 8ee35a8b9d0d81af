import type { FreeResource } from '../../widgets/email-capture/email-capture-content';
import { Icon } from './Icon';
import { isIconName } from '../model/icon-names';

interface ResourceCardsProps {
  resources: readonly FreeResource[];
  /** The email form's anchor: each button leads there with its download picked. */
  formAnchor: string;
  button: string;
}

/**
 * 'Free Resources & Templates': each 'Download Free' is a link to the email
 * form carrying the download's name (data-resource), which the form picks when JavaScript runs.
 */
export function ResourceCards({ resources, formAnchor, button }: ResourceCardsProps) {
  return (
    <ul className="resource-grid">
      {resources.map((resource) => (
        <li key={resource.title} className="resource-card">
          <span className="resource-card__icon">
            {isIconName(resource.icon) && <Icon name={resource.icon} size={26} />}
          </span>
          <p className="resource-card__format">{resource.format}</p>
          <h3 className="resource-card__title">{resource.title}</h3>
          <p className="resource-card__text">{resource.description}</p>
          <a
            className="button button--primary resource-card__button"
            href={`#${formAnchor}`}
            data-resource={resource.title}
            aria-label={`${button}: ${resource.title}`}
          >
            <Icon name="download" size={18} />
            {button}
          </a>
        </li>
      ))}
    </ul>
  );
}
