import { z } from 'zod';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { CheckList } from '../components/CheckList';
import { Icon } from '../components/Icon';
import { ICON_NAMES } from '../model/icon-names';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { ctaSchema } from '../model/schemas';

const text = z.string().min(1);
const icon = z.enum(ICON_NAMES);

export const resourcesSchema = z.strictObject({
  template: z.literal('resources'),
  ...pageFields,
  heading: text,
  intro: text,
  /** Spec 2.10: one free tool card (Website Audit Tool, to /website-checker). */
  tools: z.strictObject({
    eyebrow: text,
    heading: text,
    items: z
      .array(
        z.strictObject({
          name: text,
          icon,
          badge: text,
          description: text,
          features: z.array(text).min(1),
          cta: ctaSchema,
        }),
      )
      .min(1),
  }),
  /** Spec 2.10: 'More Resources Coming Soon': one note naming what is coming, and how to hear of it first. */
  comingSoon: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    /** The way to hear when they are ready (the Stay Updated section's sign-up). */
    notify: ctaSchema,
    items: z.array(z.strictObject({ title: text, icon, format: text })).min(1),
    readingHeading: text,
    reading: z.array(z.strictObject({ label: text, href: z.string().regex(/^\//, 'must be a site route') })).min(1),
  }),
  /** Spec 2.10: 'Stay Updated' with 500+ subscribers, buttons to /contact and /website-checker. */
  stayUpdated: z.strictObject({ heading: text, text, note: text, primary: ctaSchema, secondary: ctaSchema }),
});
type ResourcesData = z.infer<typeof resourcesSchema>;

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'Resources' }];

/** /resources (spec document 1, 2.10): the free tool, what is coming, and the newsletter call. */
export function Resources({ page }: PageContext<ResourcesData>) {
  const { data } = page;
  const { tools, comingSoon, stayUpdated } = data;
  return (
    <div className="resources-page">
      <PageHero crumbs={CRUMBS} heading={data.heading} lead={data.intro} />

      <section className="container resources-tools" aria-labelledby="tools-title">
        <SectionHeading id="tools-title" eyebrow={tools.eyebrow} title={tools.heading} align="start" />
        {tools.items.map((tool) => (
          <article key={tool.name} className="tool-card" aria-labelledby={`tool-${tool.icon}`}>
            <span className="tool-card__icon">
              <Icon name={tool.icon} size={32} />
            </span>
            <div className="tool-card__body">
              <p className="tool-card__badge">
                <span className="badge">{tool.badge}</span>
              </p>
              <h3 id={`tool-${tool.icon}`}>{tool.name}</h3>
              <p>{tool.description}</p>
              <CheckList items={tool.features} className="tool-card__features" />
              <a className="button button--accent button--large" href={tool.cta.href} data-track={tool.cta.track}>
                {tool.cta.label}
                <Icon name="arrow-right" size={20} />
              </a>
            </div>
          </article>
        ))}
      </section>

      <section className="section section--alt resources-coming" aria-labelledby="coming-title">
        <div className="container">
          <div className="coming-note">
            <div className="coming-note__intro">
              <p className="section-heading__eyebrow">{comingSoon.eyebrow}</p>
              <h2 id="coming-title">{comingSoon.heading}</h2>
              <p>{comingSoon.lead}</p>
              <a className="button button--primary" href={comingSoon.notify.href} data-track={comingSoon.notify.track}>
                <Icon name="mail" size={18} />
                {comingSoon.notify.label}
              </a>
            </div>
            <ul className="coming-note__list">
              {comingSoon.items.map((item) => (
                <li key={item.title}>
                  <Icon name={item.icon} size={20} />
                  <span>
                    <strong>{item.title}</strong> <span className="coming-note__format">{item.format}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="resources-reading">
            <h3>{comingSoon.readingHeading}</h3>
            <ul>
              {comingSoon.reading.map((link) => (
                <li key={link.href}>
                  <Icon name="file-text" size={18} />
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="cta-band resources-updated" aria-labelledby="updated-title">
          <Icon name="mail" size={36} className="resources-updated__icon" />
          <h2 id="updated-title">{stayUpdated.heading}</h2>
          <p>{stayUpdated.text}</p>
          <div className="button-row">
            <a className="button button--accent" href={stayUpdated.primary.href} data-track={stayUpdated.primary.track}>
              {stayUpdated.primary.label}
              <Icon name="arrow-right" size={18} />
            </a>
            <a
              className="button button--ghost"
              href={stayUpdated.secondary.href}
              data-track={stayUpdated.secondary.track}
            >
              {stayUpdated.secondary.label}
            </a>
          </div>
          <p className="resources-updated__note">{stayUpdated.note}</p>
        </section>
      </div>
    </div>
  );
}

export const resourcesTemplate = defineTemplate<ResourcesData>({
  schema: resourcesSchema,
  component: Resources,
  uses: [],
  head: ({ site, page }) => ({
    structuredData: [
      webPageStructuredData('CollectionPage', page.title, page),
      breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
    ],
  }),
});
