import { z } from 'zod';
import { AboutSection, aboutSectionSchema } from '../components/home/AboutSection';
import { ClientTypesSection, clientTypesSchema } from '../components/home/ClientTypesSection';
import { ContactSection, contactSectionSchema } from '../components/home/ContactSection';
import { HeroSection, heroSchema } from '../components/home/HeroSection';
import { PortfolioSection, portfolioSectionSchema } from '../components/home/PortfolioSection';
import { ProcessSection, processSchema } from '../components/home/ProcessSection';
import { ServicesSection, servicesSchema } from '../components/home/ServicesSection';
import { TestimonialsSection, testimonialsSchema } from '../components/home/TestimonialsSection';
import { defineTemplate, pageFields } from '../model/define-template';
import type { Facts } from '../model/facts/facts';
import type { PageContext } from '../model/page-context';
import type { SiteConfig } from '../model/site-config';

export const homeSchema = z.strictObject({
  template: z.literal('home'),
  ...pageFields,
  hero: heroSchema,
  services: servicesSchema,
  process: processSchema,
  portfolio: portfolioSectionSchema,
  testimonials: testimonialsSchema,
  clientTypes: clientTypesSchema,
  about: aboutSectionSchema,
  contact: contactSectionSchema,
});
type HomeData = z.infer<typeof homeSchema>;

/**
 * The home page, its sections in this order: hero, #services,
 * process, #portfolio, testimonials, trusted client types, #about and #contact. The
 * back-to-top button is part of the shell.
 */
export function Home({ page, site, facts, collections, image }: PageContext<HomeData>) {
  const { data } = page;
  const founder = facts.person('founder');
  return (
    <>
      <HeroSection hero={data.hero} />
      <ServicesSection services={data.services} />
      <ProcessSection section={data.process} />
      <PortfolioSection section={data.portfolio} cases={collections.portfolio} image={image} />
      <TestimonialsSection testimonials={data.testimonials} />
      <ClientTypesSection clientTypes={data.clientTypes} />
      <AboutSection about={data.about} founder={founder} photo={founder.photo && image(founder.photo.src)} />
      <ContactSection contact={data.contact} site={site} form={collections.forms.contact} />
    </>
  );
}

/** schema.org ProfessionalService with the business address and founding year (the home page's structured data). */
export function organizationStructuredData(site: SiteConfig, facts: Facts): object {
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
    foundingDate: String(facts.founded),
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
  uses: ['portfolio', 'forms'],
  head: ({ site, facts }) => ({
    structuredData: [
      organizationStructuredData(site, facts),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: site.site.brand, url: site.site.url },
    ],
  }),
});
