import { breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { CostTable } from '../components/CostTable';
import { FaqList } from '../components/FaqList';
import { IconCards } from '../components/IconCards';
import { LinkCards } from '../components/LinkCards';
import { ProcessSteps } from '../components/ProcessSteps';
import { Prose } from '../components/Prose';
import { SectionHeading } from '../components/SectionHeading';
import { faqStructuredData } from '../components/faq-structured-data';
import { ServiceHero } from '../components/ServiceHero';
import { ServicePricing } from '../components/ServicePricing';
import { defineTemplate } from '../model/define-template';
import type { Facts } from '../model/facts/facts';
import type { Offers, ServiceOffer } from '../model/data/offers';
import { findServiceCard, serviceCardOf } from '../model/offers/service-card';
import { serviceDetailSchema, type ServiceDetailData } from '../model/offers/service-detail-schema';
import { pricedOffer, serviceStructuredData, type PricedItem } from '../model/offers/structured-data';
import type { PageContext } from '../model/page-context';

export { serviceDetailSchema };

const crumbsOf = (data: ServiceDetailData): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: data.breadcrumb },
];

/** A service page: hero with the price, who it is for, what you get, process, technologies, pricing, FAQ, related links. */
export function ServiceDetail({ page, collections }: PageContext<ServiceDetailData>) {
  const { data } = page;
  const service = serviceCardOf(collections.offers, data.offer);
  return (
    <div className={`service-page service-page--${service.color}`}>
      <ServiceHero data={data} service={service} crumbs={crumbsOf(data)} />

      <section className="section" aria-labelledby="audience-title">
        <div className="container">
          <SectionHeading id="audience-title" title={data.audience.heading} lead={data.audience.lead} />
          <ul className="audience-list">
            {data.audience.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="deliverables-title">
        <div className="container">
          <SectionHeading id="deliverables-title" title={data.deliverables.heading} lead={data.deliverables.lead} />
          <IconCards cards={data.deliverables.items} compact />
        </div>
      </section>

      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" title={data.howItWorks.heading} lead={data.howItWorks.lead} />
          <ProcessSteps steps={data.howItWorks.steps} durationLabel={data.howItWorks.durationLabel} />
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="technologies-title">
        <div className="container">
          <SectionHeading
            id="technologies-title"
            title={data.technologies.heading}
            lead={data.technologies.lead}
            inverse
          />
          <div className="tech-groups">
            {data.technologies.groups.map((group) => (
              <div key={group.name} className="tech-group">
                <h3>{group.name}</h3>
                <ul className="tech-group__items">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p>{group.note}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      {page.html && (
        <div className="section">
          <div className="container">
            <Prose html={page.html} eagerHtml={page.eagerHtml} className="service-page__prose" />
          </div>
        </div>
      )}

      <ServicePricing pricing={data.pricing} service={service} offers={collections.offers} />

      {data.costComparison && (
        <section className="section" aria-labelledby="cost-comparison-title">
          <div className="container">
            <SectionHeading
              id="cost-comparison-title"
              title={data.costComparison.heading}
              lead={data.costComparison.lead}
            />
            <CostTable
              rows={collections.offers.cloudCostComparison}
              labels={data.costComparison.labels}
              id="cost-comparison-caption"
            />
          </div>
        </section>
      )}

      {data.faq && (
        <section className="section" aria-labelledby="faq-title">
          <div className="container page-narrow">
            <SectionHeading id="faq-title" title={data.faq.heading} lead={data.faq.lead} />
            <FaqList items={data.faq.items} />
          </div>
        </section>
      )}

      <section className="section section--alt" aria-labelledby="related-title">
        <div className="container">
          <SectionHeading id="related-title" title={data.related.heading} lead={data.related.lead} />
          <LinkCards cards={data.related.links} />
        </div>
      </section>

      <ClosingCallToAction cta={data.finalCta} />
    </div>
  );
}

/** The offers the page's structured data lists: the packages or plans it shows, else its services card's. */
function pricedItems(
  data: ServiceDetailData,
  service: ServiceOffer,
  offers: Offers,
  facts: Facts,
  url: string,
): PricedItem[] {
  const at = `${url}#pricing`;
  if (data.pricing.show === 'website-packages')
    return offers.websitePackages.map((p) => pricedOffer(facts.offer(p.offer), at));
  if (data.pricing.show === 'devops-plans') return offers.devopsPlans.map((p) => pricedOffer(facts.offer(p.offer), at));
  return [{ name: service.title, description: service.description, offer: facts.offer(service.offer), url: at }];
}

export const serviceDetailTemplate = defineTemplate<ServiceDetailData>({
  schema: serviceDetailSchema,
  component: ServiceDetail,
  uses: ['offers'],
  checkData: (data, collections) =>
    findServiceCard(collections.offers, data.offer)
      ? []
      : [
          {
            field: ['offer'],
            message: `"${data.offer}" is an offer no card of /services sells`,
            hint: 'Name the offer of one of the services cards in content/data/offers.yaml (services[].offer), or add a card for it there.',
          },
        ],
  head: ({ site, page, collections, facts }) => {
    const { data } = page;
    const card = serviceCardOf(collections.offers, data.offer);
    const service = serviceStructuredData(
      site,
      {
        name: data.hero.heading,
        description: page.description,
        url: page.url,
        serviceType: data.serviceType,
        offers: pricedItems(data, card, collections.offers, facts, page.url),
      },
      facts.currency,
    );
    return {
      structuredData: [
        breadcrumbStructuredData(crumbsOf(data), site.site.url, page.url),
        service,
        ...(data.faq ? [faqStructuredData(data.faq.items, page.url)] : []),
      ],
    };
  },
});
