import { z } from 'zod';
import { ContactFormIsland } from '../../../widgets/contact-form/island';
import type { ContactFormContent } from '../../../widgets/contact-form/contact-form-content';
import type { SiteConfig } from '../../model/site-config';
import { Icon } from '../Icon';
import { SectionHeading } from '../SectionHeading';
import { Urgent } from '../Urgent';

export const contactSectionSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** The scarcity claim, "Limited: :fact[project-spots]{field=both}" (leave it out to remove the line). */
  availability: z.string().min(1).optional(),
  /** The response-time promise: "30-minute response time during business hours". */
  responseTime: z.string().min(1),
  hours: z.string().min(1),
  nextStepsHeading: z.string().min(1),
  nextSteps: z.array(z.string().min(1)).min(1),
  /** The title of the contact form beside the details. */
  formHeading: z.string().min(1),
});
export type ContactSectionData = z.infer<typeof contactSectionSchema>;

/** #contact: how to reach us (phone, e-mail, location, response time) beside the home contact form. */
export function ContactSection({
  contact,
  site,
  form,
}: {
  contact: ContactSectionData;
  site: SiteConfig;
  form: ContactFormContent;
}) {
  const details = site.contact;
  return (
    <section id="contact" className="section section--dark home-contact" aria-labelledby="contact-title">
      <div className="container home-contact__grid">
        <div className="home-contact__info">
          <SectionHeading
            id="contact-title"
            eyebrow={contact.eyebrow}
            title={contact.heading}
            lead={contact.lead}
            align="start"
            inverse
          />
          <Urgent>
            {contact.availability && (
              <p className="home-contact__availability">
                <Icon name="calendar" size={18} />
                {contact.availability}
              </p>
            )}
          </Urgent>
          <ul className="contact-details">
            <li>
              <Icon name="phone" size={22} />
              <span>
                <span className="contact-details__label">Phone</span>
                <a href={`tel:${details.phoneDial}`}>{details.phone}</a>
              </span>
            </li>
            <li>
              <Icon name="mail" size={22} />
              <span>
                <span className="contact-details__label">Email</span>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </span>
            </li>
            <li>
              <Icon name="map-pin" size={22} />
              <span>
                <span className="contact-details__label">Location</span>
                {details.location}, {details.serviceArea}
              </span>
            </li>
            <li>
              <Icon name="clock" size={22} />
              <span>
                <span className="contact-details__label">Response time</span>
                {contact.responseTime}
                <span className="contact-details__note">{contact.hours}</span>
              </span>
            </li>
          </ul>
          <h3 className="home-contact__next">{contact.nextStepsHeading}</h3>
          <ol className="home-contact__steps">
            {contact.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="home-contact__form">
          <ContactFormIsland endpoint={site.forms.contact} content={form} title={contact.formHeading} />
        </div>
      </div>
    </section>
  );
}
