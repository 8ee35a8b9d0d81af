import { z } from 'zod';
import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { IconCards } from '../components/IconCards';
import { iconCardSchema } from '../model/section-schemas';
import { Icon } from '../components/Icon';
import { PageLinks } from '../components/PageLinks';
import { SectionHeading } from '../components/SectionHeading';
import { StatGrid } from '../components/StatGrid';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { orderProviders } from '../cloud/order-providers';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { pageLinkSchema, statSchema } from '../model/schemas';
import { ProviderCard } from '../cloud/ProviderCard';

const text = z.string().min(1);
const trustCard = iconCardSchema.omit({ points: true });
/** Learning cards: a title and the topics it covers, no text. */
const learnCard = iconCardSchema.omit({ text: true }).extend({ points: z.array(text).min(2) });

/** /cloud, the index of the guides. The provider cards come from content/cloud/. */
export const cloudIndexSchema = z.strictObject({
  template: z.literal('cloud-index'),
  ...pageFields,
  heading: text,
  lead: text,
  stats: z.array(statSchema).length(4),
  trust: z.strictObject({ title: text, cards: z.array(trustCard).length(3) }),
  providers: z.strictObject({ title: text, lead: text, order: z.array(text).min(1) }),
  learn: z.strictObject({
    title: text,
    lead: text,
    cards: z.array(learnCard).length(3),
  }),
  stories: z.strictObject({
    title: text,
    lead: text,
    items: z.array(z.strictObject({ savings: text, title: text, text, tag: text })).length(3),
  }),
  cta: z.strictObject({ title: text, text, button: text, notes: z.array(text).length(3) }),
  footerLinks: z.array(pageLinkSchema).min(1),
});
type CloudIndexData = z.infer<typeof cloudIndexSchema>;

const CRUMBS: Crumb[] = [{ label: 'Home', href: '/' }, { label: 'Cloud Guides' }];

export function CloudIndex({ page, site, collections }: PageContext<CloudIndexData>) {
  const d = page.data;
  const providers = orderProviders(collections.cloud, d.providers.order);
  return (
    <div className="cloud-index">
      <header className="guide-hero">
        <div className="container guide-hero__inner">
          <Breadcrumbs crumbs={CRUMBS} />
          <h1>{d.heading}</h1>
          <p className="guide-hero__lead">{d.lead}</p>
          <StatGrid inverse stats={d.stats} label="Cloud guides in numbers" />
        </div>
      </header>

      <section className="section" aria-labelledby="trust-title">
        <div className="container">
          <SectionHeading id="trust-title" title={d.trust.title} />
          <IconCards cards={d.trust.cards} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="providers-title">
        <div className="container">
          <SectionHeading id="providers-title" title={d.providers.title} lead={d.providers.lead} />
          <ul className="provider-grid">
            {providers.map((provider) => (
              <li key={provider.slug}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="learn-title">
        <div className="container">
          <SectionHeading id="learn-title" title={d.learn.title} lead={d.learn.lead} />
          <IconCards cards={d.learn.cards} />
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="stories-title">
        <div className="container">
          <SectionHeading id="stories-title" title={d.stories.title} lead={d.stories.lead} inverse />
          <ul className="story-grid">
            {d.stories.items.map((story) => (
              <li key={story.title} className="story-card">
                <p className="story-card__savings">{story.savings}</p>
                <h3>{story.title}</h3>
                <p>{story.text}</p>
                <p className="story-card__tag">{story.tag}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="expert-title">
        <div className="container">
          <div className="cta-band">
            <h2 id="expert-title">{d.cta.title}</h2>
            <p>{d.cta.text}</p>
            <div className="button-row">
              <a className="button button--accent button--large" href="/contact" data-track="cloud_index_expert">
                {d.cta.button}
                <Icon name="arrow-right" size={20} />
              </a>
            </div>
            <ul className="cta-notes">
              {d.cta.notes.map((note) => (
                <li key={note}>
                  <Icon name="check" size={16} />
                  {note}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <PageLinks links={d.footerLinks} label={`More from ${site.site.brand}`} />
    </div>
  );
}

export const cloudIndexTemplate = defineTemplate<CloudIndexData>({
  schema: cloudIndexSchema,
  component: CloudIndex,
  uses: ['cloud'],
  head: ({ page, site, collections }) => ({
    structuredData: [
      webPageStructuredData('CollectionPage', page.data.heading, page, {
        inLanguage: site.site.language,
        publisher: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: collections.cloud.length,
          itemListElement: orderProviders(collections.cloud, page.data.providers.order).map((provider, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: provider.title,
            url: `${site.site.url}/cloud/${provider.slug}`,
          })),
        },
      }),
      breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
    ],
  }),
});
