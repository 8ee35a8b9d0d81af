import type { PageLink } from '../model/schemas';
import { Icon } from './Icon';

/** The row of onward links that closes a page, above the site footer. */
export function PageLinks({ links, label }: { links: readonly PageLink[]; label: string }) {
  return (
    <nav className="page-links container" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {link.label}
              <Icon name="arrow-right" size={16} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
