import { z } from 'zod';
import { CheckerIsland } from '../../widgets/checker/island';
import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { Icon } from '../components/Icon';
import { IconCards } from '../components/IconCards';
import { iconCardSchema } from '../model/section-schemas';
import { Prose } from '../components/Prose';
import { SectionHeading } from '../components/SectionHeading';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { checkerEndpoint } from '../model/site-config';
import { ctaSchema } from '../model/schemas';

const iconCard = iconCardSchema.omit({ points: true });

export const websiteCheckerSchema = z.strictObject({
  template: z.literal('website-checker'),
  ...pageFields,
  /** The page's name in the breadcrumb trail. */
  breadcrumb: z.string().min(1),
  badge: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** Three benefit bullets. */
  benefits: z.array(iconCard).length(3),
  /** Shown when JavaScript is off: the analysis runs in the browser. */
  noscript: z.string().min(1),
  checks: z.strictObject({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    lead: z.string().min(1),
    items: z.array(iconCard).min(2),
  }),
  cta: z.strictObject({
    title: z.string().min(1),
    text: z.string().min(1),
    primary: ctaSchema,
    secondary: ctaSchema.optional(),
  }),
});
type WebsiteCheckerData = z.infer<typeof websiteCheckerSchema>;

const crumbs = (title: string): Crumb[] => [{ label: 'Home', href: '/' }, { label: title }];
const CHECK_CARDS = { list: 'checker-checks__grid', card: 'checker-checks__item', icon: 'checker-checks__icon' };

/**
 * /website-checker: the hero and benefits, then the checker island
 * (form, loading, error and results), what it measures, the guide in the Markdown body and a
 * closing call to action. Without JavaScript the form shows with a note.
 */
export function WebsiteChecker({ page, site, collections }: PageContext<WebsiteCheckerData>) {
  const { data } = page;
  return (
    <>
      <section className="checker-hero" aria-labelledby="checker-title">
        <div className="container">
          <Breadcrumbs crumbs={crumbs(data.breadcrumb)} />
          <p className="checker-hero__badge">
            <Icon name="search" size={16} />
            {data.badge}
          </p>
          <h1 id="checker-title">{data.heading}</h1>
          <p className="checker-hero__lead">{data.lead}</p>
          <ul className="checker-hero__benefits">
            {data.benefits.map((benefit) => (
              <li key={benefit.title}>
                <Icon name={benefit.icon} size={22} />
                <span>
                  <strong>{benefit.title}</strong> <span className="checker-hero__benefit-text">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container checker-tool">
        <noscript>
          <p className="checker-tool__noscript">{data.noscript}</p>
        </noscript>
        <CheckerIsland
          content={collections.checker}
          endpoint={checkerEndpoint(site)}
          {...(site.pagespeed.apiKey && !site.pagespeed.proxy ? { apiKey: site.pagespeed.apiKey } : {})}
          contactHref="/contact"
          shareable
        />
      </div>
      <section className="section checker-checks" aria-labelledby="checks-title">
        <div className="container">
          <SectionHeading
            id="checks-title"
            eyebrow={data.checks.eyebrow}
            title={data.checks.title}
            lead={data.checks.lead}
          />
          <IconCards cards={data.checks.items} classes={CHECK_CARDS} />
        </div>
      </section>
      <div className="container checker-guide">
        <Prose html={page.html} eagerHtml={page.eagerHtml} />
        <CallToAction {...data.cta} />
      </div>
    </>
  );
}

export const websiteCheckerTemplate = defineTemplate<WebsiteCheckerData>({
  schema: websiteCheckerSchema,
  component: WebsiteChecker,
  uses: ['checker'],
  head: ({ site, page, facts }) => ({
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: page.data.badge,
        url: page.url,
        description: page.description,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Any (runs in the web browser)',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: facts.currency },
        provider: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
      },
      breadcrumbStructuredData(crumbs(page.data.breadcrumb), site.site.url, page.url),
    ],
  }),
});
