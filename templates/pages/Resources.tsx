import { z } from 'zod';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { CheckList } from '../components/CheckList';
import { Icon } from '../components/Icon';
import { ICON_NAMES } from '../model/icon-names';
import { PageHero } from '../components/PageHero';
import { ResourceLibrary } from '../components/ResourceLibrary';
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
  /** One free tool card (Website Audit Tool, to /website-checker). */
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
  /** What the site already offers: its guides (pages), then the guide's free downloads, then articles to start with. */
  library: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    guides: z
      .array(
        z.strictObject({
          title: text,
          icon,
          format: text,
          description: text,
          href: z.string().regex(/^\//, 'must be a site route'),
          label: text,
        }),
      )
      .min(1),
    /** The link of each download (they are picked and sent from the guide's library). */
    downloadLabel: text,
    readingHeading: text,
    reading: z.array(z.strictObject({ label: text, href: z.string().regex(/^\//, 'must be a site route') })).min(1),
  }),
  /** 'Stay Updated' with 500+ subscribers, buttons to /contact and /website-checker. */
  stayUpdated: z.strictObject({ heading: text, text, note: text, primary: ctaSchema, secondary: ctaSchema }),
});
type ResourcesData = z.infer<typeof resourcesSchema>;

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'Resources' }];

/** /resources: the free tool, the guides and downloads the site offers, and the newsletter call. */
export function Resources({ page, collections }: PageContext<ResourcesData>) {
  const { data } = page;
  const { tools, library, stayUpdated } = data;
  const downloads = collections.forms.emailCapture;
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

      <section className="section section--alt resources-library" aria-labelledby="library-title">
        <div className="container">
          <ResourceLibrary
            eyebrow={library.eyebrow}
            heading={library.heading}
            lead={library.lead}
            guides={library.guides}
            downloads={downloads.resources}
            downloadsHref={downloads.libraryHref}
            downloadLabel={library.downloadLabel}
          />
          <div className="resources-reading">
            <h3>{library.readingHeading}</h3>
            <ul>
              {library.reading.map((link) => (
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
  uses: ['forms'],
  head: ({ site, page }) => ({
    structuredData: [
      webPageStructuredData('CollectionPage', page.title, page),
      breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
    ],
  }),
});
