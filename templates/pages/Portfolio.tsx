import { z } from 'zod';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { CaseStudy, caseStudyLabelsSchema, studyMetricLabelsSchema } from '../components/CaseStudy';
import { PageHero } from '../components/PageHero';
import { StatGrid } from '../components/StatGrid';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { ctaSchema, statSchema } from '../model/schemas';
import { clientOf } from '../model/data/portfolio';

export const portfolioSchema = z.strictObject({
  template: z.literal('portfolio'),
  ...pageFields,
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Four headline statistics. */
  stats: z.array(statSchema).length(4),
  statsLabel: z.string().min(1),
  labels: caseStudyLabelsSchema,
  metricLabels: studyMetricLabelsSchema,
  /** A link to /contact. */
  cta: z.strictObject({ title: z.string().min(1), text: z.string().min(1), primary: ctaSchema, secondary: ctaSchema }),
});
type PortfolioData = z.infer<typeof portfolioSchema>;

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'Portfolio' }];

/** /portfolio: headline statistics, the case studies of content/data/portfolio.yaml, a call to /contact. */
export function Portfolio({ page, collections, image }: PageContext<PortfolioData>) {
  const { data } = page;
  return (
    <div className="portfolio-page">
      <PageHero crumbs={CRUMBS} heading={data.heading} lead={data.intro}>
        <div className="portfolio-page__stats">
          <StatGrid stats={data.stats} label={data.statsLabel} />
        </div>
      </PageHero>
      <div className="container">
        <div className="case-studies">
          {collections.portfolio.map((item) => (
            <CaseStudy
              key={item.id}
              study={item}
              labels={data.labels}
              metricLabels={data.metricLabels}
              screenshot={image(item.image.src)}
            />
          ))}
        </div>
        <CallToAction {...data.cta} />
      </div>
    </div>
  );
}

export const portfolioTemplate = defineTemplate<PortfolioData>({
  schema: portfolioSchema,
  component: Portfolio,
  uses: ['portfolio'],
  head: ({ site, page, collections, facts }) => ({
    structuredData: [
      webPageStructuredData('CollectionPage', page.title, page, {
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: collections.portfolio.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: `${page.url}#${item.id}`,
            name: `${clientOf(item, facts)}: ${item.title}`,
          })),
        },
      }),
      breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
    ],
  }),
});
