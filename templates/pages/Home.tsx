import { z } from 'zod';
import { Icon } from '../components/Icon';
import { Prose } from '../components/Prose';
import { defineTemplate, pageFields } from '../define-template';
import type { PageContext } from '../page-context';
import type { SiteConfig } from '../site-config';

export const homeSchema = z.strictObject({
  template: z.literal('home'),
  ...pageFields,
  heading: z.string().min(1),
  lead: z.string().min(1),
  primaryCta: z.strictObject({ label: z.string(), href: z.string().startsWith('/') }),
  secondaryCta: z.strictObject({ label: z.string(), href: z.string().startsWith('/') }),
});
type HomeData = z.infer<typeof homeSchema>;

/** The home page: hero plus a Markdown body (the full sections of spec 2.4 arrive with their issue). */
export function Home({ page }: PageContext<HomeData>) {
  const { data } = page;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title">{data.heading}</h1>
          <p className="hero__lead">{data.lead}</p>
          <div className="button-row">
            <a className="button button--accent button--large" href={data.primaryCta.href} data-track="hero_audit">
              {data.primaryCta.label}
              <Icon name="arrow-right" size={20} />
            </a>
            <a className="button button--light button--large" href={data.secondaryCta.href}>
              {data.secondaryCta.label}
            </a>
          </div>
        </div>
      </section>
      <div className="container home-body">
        <Prose html={page.html} />
      </div>
    </>
  );
}

/** schema.org ProfessionalService with the business address (the home page's structured data). */
export function organizationStructuredData(site: SiteConfig): object {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.site.url}/#organization`,
    name: site.site.brand,
    description: site.site.description,
    url: site.site.url,
    email: contact.email,
    telephone: contact.phoneDial,
    foundingDate: String(site.site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      addressCountry: contact.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: contact.geo.latitude, longitude: contact.geo.longitude },
    areaServed: 'Worldwide',
    knowsAbout: ['Website development', 'DevOps', 'Kubernetes', 'Cloud cost optimization', 'Business email'],
  };
}

export const homeTemplate = defineTemplate<HomeData>({
  schema: homeSchema,
  component: Home,
  uses: [],
  head: ({ site }) => ({
    structuredData: [
      organizationStructuredData(site),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: site.site.brand, url: site.site.url },
    ],
  }),
});
