import { CONSENT_COPY } from '../../widgets/consent/consent-copy';
import type { Link, SiteConfig } from '../model/site-config';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SHELL_LABELS } from '../ui-labels';

interface SiteFooterProps {
  site: SiteConfig;
  year: number;
}

/** Footer with the contact details and exactly the quick, service and legal links of site.yaml's `footer`. */
export function SiteFooter({ site, year }: SiteFooterProps) {
  const { contact, footer } = site;
  return (
    <footer className="site-footer" role="contentinfo">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo brand={site.site.brand} />
          <p>{footer.blurb}</p>
          <ul className="site-footer__contact">
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${contact.phoneDial}`}>{contact.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <Icon name="map-pin" size={18} />
              <span>
                {contact.location}, {contact.serviceArea}
              </span>
            </li>
          </ul>
        </div>
        <FooterLinks title={SHELL_LABELS.footerQuickLinks} links={footer.quickLinks} />
        <FooterLinks title={SHELL_LABELS.footerServices} links={footer.serviceLinks} />
        <FooterLinks title={SHELL_LABELS.footerLegal} links={footer.legalLinks} />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {site.site.brand}. All rights reserved.
          {/* Shown by the enhancement script: reopens the cookie banner so a choice can be changed. */}
          <button type="button" className="site-footer__consent" data-consent-open="" hidden>
            {CONSENT_COPY.reopen}
          </button>
        </p>
        <p>Proudly based in {contact.address.locality}, Alberta.</p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly Link[] }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav className="site-footer__links" aria-labelledby={id}>
      <h2 className="site-footer__title" id={id}>
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
