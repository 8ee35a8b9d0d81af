import { z } from 'zod';
import { LeadFormIsland } from '../../widgets/lead-form/island';
import { VIEWER_COUNT_MAX, VIEWER_COUNT_MIN } from '../../widgets/enhance/viewer-count';
import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { ContactAside } from '../components/ContactAside';
import { Icon } from '../components/Icon';
import { LossClaims } from '../components/LossClaims';
import { UrgencyBanner } from '../components/UrgencyBanner';
import { Urgent } from '../components/Urgent';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { providerReference } from '../model/offers/structured-data';
import { ctaSchema, testimonialSchema } from '../model/schemas';
import { checkValueStack, valueStackSchema } from '../value-stack';

const text = z.string().min(1);

export const contactSchema = z.strictObject({
  template: z.literal('contact'),
  ...pageFields,
  /**
   * The viewer count and the booked-today badge; `enabled: false` removes them and the 'Don't Wait'
   * box. The site's `urgency.enabled: false` removes those and the lost-revenue claims.
   */
  urgency: z.strictObject({
    enabled: z.boolean(),
    defaultViewers: z.number().int().min(VIEWER_COUNT_MIN).max(VIEWER_COUNT_MAX),
    viewersText: text,
    badge: text,
  }),
  eyebrow: text,
  heading: text,
  lead: text,
  claimsLabel: text,
  claims: z.array(z.strictObject({ figure: text, text, tone: z.enum(['red', 'orange']) })).length(3),
  form: z.strictObject({ title: text, intro: text }),
  reach: z.strictObject({ title: text, phoneLabel: text, support: text, supportText: text }),
  valueStack: valueStackSchema,
  /** The score and the count of reviews are company facts (`rating`, `reviews` of content/data/company.yaml). */
  rating: z.strictObject({ title: text, testimonial: testimonialSchema }),
  dontWait: z.strictObject({ title: text, text, cta: ctaSchema }),
});
type ContactData = z.infer<typeof contactSchema>;

const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, { label: 'Contact' }];

/**
 * /contact, the free business analysis lead page: urgency strip, the
 * lost-revenue claims, the lead form, and beside it how to reach us, what the analysis includes,
 * the rating and a testimonial, and the 'Don't Wait' box.
 */
export function Contact({ page, site, collections }: PageContext<ContactData>) {
  const { data } = page;
  return (
    <div className="contact-page">
      <Urgent>
        {data.urgency.enabled && (
          <UrgencyBanner
            defaultViewers={data.urgency.defaultViewers}
            viewersText={data.urgency.viewersText}
            badge={data.urgency.badge}
          />
        )}
      </Urgent>
      <header className="contact-hero">
        <div className="container">
          <Breadcrumbs crumbs={crumbs} />
          <p className="contact-hero__eyebrow">{data.eyebrow}</p>
          <h1>{data.heading}</h1>
          <p className="contact-hero__lead">{data.lead}</p>
          <Urgent>
            <LossClaims claims={data.claims} label={data.claimsLabel} />
          </Urgent>
        </div>
      </header>
      <div className="container contact-layout">
        <section id="lead-form" className="contact-layout__form" aria-label={data.form.title}>
          <LeadFormIsland
            endpoint={site.forms.lead}
            content={collections.forms.lead}
            title={data.form.title}
            intro={data.form.intro}
          />
        </section>
        <div className="contact-layout__side">
          <ContactAside data={data} contact={site.contact} />
          <Urgent>
            {data.urgency.enabled && (
              <section className="dont-wait" aria-labelledby="dont-wait-title">
                <h2 id="dont-wait-title">
                  <Icon name="alert-triangle" size={22} />
                  {data.dontWait.title}
                </h2>
                <p>{data.dontWait.text}</p>
                <a className="button button--accent" href={data.dontWait.cta.href} data-track={data.dontWait.cta.track}>
                  {data.dontWait.cta.label}
                  <Icon name="arrow-right" size={18} />
                </a>
              </section>
            )}
          </Urgent>
        </div>
      </div>
    </div>
  );
}

export const contactTemplate = defineTemplate<ContactData>({
  schema: contactSchema,
  component: Contact,
  uses: ['forms'],
  checkData: (data, collections) => checkValueStack(data.valueStack, collections.offers, ['valueStack']),
  head: ({ page, site }) => ({
    structuredData: [
      webPageStructuredData('ContactPage', page.title, page, {
        mainEntity: {
          ...providerReference(site),
          email: site.contact.email,
          telephone: site.contact.phoneDial,
          address: {
            '@type': 'PostalAddress',
            addressLocality: site.contact.address.locality,
            addressRegion: site.contact.address.region,
            addressCountry: site.contact.address.country,
          },
          areaServed: 'Worldwide',
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            telephone: site.contact.phoneDial,
            email: site.contact.email,
            areaServed: 'Worldwide',
            availableLanguage: 'English',
          },
        },
      }),
      breadcrumbStructuredData(crumbs, site.site.url, page.url),
    ],
  }),
});
