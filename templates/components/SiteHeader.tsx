import type { Link, SiteConfig } from '../model/site-config';
import { SHELL_LABELS } from '../ui-labels';
import { Icon } from './Icon';
import { Logo } from './Logo';

interface SiteHeaderProps {
  site: SiteConfig;
  route: string;
}

/** True when `href` is the current page, or a section the current page belongs to. */
export function isCurrent(href: string, route: string): boolean {
  const bare = (r: string) => (r.length > 1 ? r.replace(/\/$/, '') : r);
  const [h, r] = [bare(href), bare(route)];
  return h === r || (h !== '/' && r.startsWith(`${h}/`));
}

/**
 * Banner with the full navigation (site.yaml's `navigation`, in order). On small screens an empty
 * <details> is the toggle: its [open] state shows the list with CSS, so the menu works
 * without JavaScript; the enhancement script closes it when a link is chosen.
 */
export function SiteHeader({ site, route }: SiteHeaderProps) {
  const { contact } = site;
  return (
    <header className="site-header" role="banner">
      <div className="container site-header__bar">
        <Logo brand={site.site.brand} />
        {/* On phones only the icon shows: the label keeps the number in the link's name (WCAG 2.5.3, label in name). */}
        <a className="site-header__phone" href={`tel:${contact.phoneDial}`} aria-label={`Call ${contact.phone}`}>
          <Icon name="phone" size={18} />
          <span>{contact.phone}</span>
        </a>
        <details className="nav-toggle" data-nav-toggle>
          <summary className="nav-toggle__button" aria-controls="site-nav">
            <Icon name="menu" size={20} />
            <span>{SHELL_LABELS.menu}</span>
          </summary>
        </details>
        <nav className="site-nav" id="site-nav" aria-label={SHELL_LABELS.mainNavigation}>
          <ul className="site-nav__list">
            {site.navigation.map((link) => (
              <NavItem key={link.href} link={link} route={route} />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavItem({ link, route }: { link: Link; route: string }) {
  const current = isCurrent(link.href, route);
  const className = ['site-nav__link', link.highlight ? 'site-nav__link--cta' : ''].filter(Boolean).join(' ');
  return (
    <li>
      <a className={className} href={link.href} aria-current={current ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  );
}
