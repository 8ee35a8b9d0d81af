import { z } from 'zod';
import { breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { CheckList } from '../components/CheckList';
import { Icon } from '../components/Icon';
import { ICON_NAMES } from '../model/icon-names';
import { LinkCards } from '../components/LinkCards';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { StatGrid } from '../components/StatGrid';
import { defineTemplate, pageFields } from '../model/define-template';
import { closingCtaSchema, linkCardSchema, sectionIntroSchema } from '../model/offers/page-schemas';
import { providerReference } from '../model/offers/structured-data';
import type { PageContext } from '../model/page-context';
import { ctaSchema, statSchema } from '../model/schemas';

/** A service category: id, title, description, icon, features, category, optional popular flag. */
export const serviceCategorySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.enum(ICON_NAMES),
  features: z.array(z.string().min(1)).min(1),
  category: z.string().min(1),
  popular: z.boolean().optional(),
  cta: ctaSchema,
});
type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const solutionsSchema = z.strictObject({
  template: z.literal('solutions'),
  ...pageFields,
  breadcrumb: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  stats: z.array(statSchema).min(1),
  /** What the figures are, for screen readers (the list has no visible heading). */
  statsLabel: z.string().min(1),
  categories: sectionIntroSchema.extend({
    popularLabel: z.string().min(1),
    items: z
      .array(serviceCategorySchema)
      .min(1)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'each category needs its own id')
      .refine((items) => items.filter((i) => i.popular).length <= 1, 'mark at most one category popular'),
  }),
  next: sectionIntroSchema.extend({ links: z.array(linkCardSchema).min(1) }),
  finalCta: closingCtaSchema,
});
type SolutionsData = z.infer<typeof solutionsSchema>;

const crumbsOf = (data: SolutionsData): Crumb[] => [{ label: 'Home', href: '/' }, { label: data.breadcrumb }];

function CategoryCard({ item, popularLabel }: { item: ServiceCategory; popularLabel: string }) {
  return (
    <article
      id={item.id}
      className={item.popular ? 'solution-card solution-card--popular' : 'solution-card'}
      aria-labelledby={`${item.id}-title`}
    >
      {item.popular && <p className="solution-card__popular">{popularLabel}</p>}
      <div className="solution-card__top">
        <span className="solution-card__icon">
          <Icon name={item.icon} size={26} />
        </span>
        <span className="chip chip--static">{item.category}</span>
      </div>
      <h3 id={`${item.id}-title`} className="solution-card__title">
        {item.title}
      </h3>
      <p className="solution-card__description">{item.description}</p>
      <CheckList items={item.features} className="solution-card__features" />
      <a className="solution-card__link" href={item.cta.href} data-track={item.cta.track}>
        {item.cta.label}
        <span className="sr-only">: {item.title}</span>
        <Icon name="arrow-right" size={18} />
      </a>
    </article>
  );
}

/** The second services overview, /solutions: six service categories and where to go next. */
export function Solutions({ page }: PageContext<SolutionsData>) {
  const { data } = page;
  return (
    <div className="solutions-page">
      <PageHero crumbs={crumbsOf(data)} heading={data.heading} lead={data.intro}>
        <StatGrid stats={data.stats} label={data.statsLabel} />
      </PageHero>
      <section className="container solutions-page__categories" aria-labelledby="solutions-categories-title">
        <SectionHeading id="solutions-categories-title" title={data.categories.heading} lead={data.categories.lead} />
        <div className="solution-grid">
          {data.categories.items.map((item) => (
            <CategoryCard key={item.id} item={item} popularLabel={data.categories.popularLabel} />
          ))}
        </div>
      </section>
      <section className="section section--alt solutions-page__next" aria-labelledby="solutions-next-title">
        <div className="container">
          <SectionHeading id="solutions-next-title" title={data.next.heading} lead={data.next.lead} />
          <LinkCards cards={data.next.links} />
        </div>
      </section>
      <ClosingCallToAction cta={data.finalCta} />
    </div>
  );
}

export const solutionsTemplate = defineTemplate<SolutionsData>({
  schema: solutionsSchema,
  component: Solutions,
  uses: [],
  head: ({ site, page }) => ({
    structuredData: [
      breadcrumbStructuredData(crumbsOf(page.data), site.site.url, page.url),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: page.data.categories.heading,
        itemListElement: page.data.categories.items.map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Service',
            name: item.title,
            description: item.description,
            url: `${page.url}#${item.id}`,
            provider: providerReference(site),
          },
        })),
      },
    ],
  }),
});
