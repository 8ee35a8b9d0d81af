import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { CheckList } from '../components/CheckList';
import { FaqList } from '../components/FaqList';
import { faqStructuredData } from '../components/faq-structured-data';
import { Icon } from '../components/Icon';
import { PageLinks } from '../components/PageLinks';
import { ProviderBadge } from '../components/ProviderBadge';
import { SectionHeading } from '../components/SectionHeading';
import { StatGrid } from '../components/StatGrid';
import { withName } from '../cloud/guide-copy';
import { cloudProviderSchema, type CloudProvider } from '../model/cloud-provider-schema';
import { defineTemplate } from '../model/define-template';
import { authorStructuredData } from '../model/facts/author';
import type { PageContext } from '../model/page-context';
import { GuideDetails } from '../cloud/GuideDetails';
import { GUIDE_LABELS } from '../cloud/guide-labels';

/** Every guide states the same publication date in its Article data (required figure). */
export const GUIDE_PUBLISHED = '2025-01-01';

export const guideCrumbs = (name: string): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Cloud Guides', href: '/cloud' },
  { label: name },
];

/** A provider guide, /cloud/{slug}: its sections, in a fixed order. */
export function CloudGuide({ page, site, collections }: PageContext<CloudProvider>) {
  const p = page.data;
  const copy = collections['cloud-guide'];
  const { secondaryCTA: secondary } = p;
  return (
    <article className="guide">
      <header className="guide-hero">
        <div className="container guide-hero__inner">
          <Breadcrumbs crumbs={guideCrumbs(p.name)} />
          <ProviderBadge icon={p.icon} size="lg" />
          <h1>{p.headline}</h1>
          <p className="guide-hero__lead">{p.subheadline}</p>
          <StatGrid
            inverse
            label={`${p.name} results`}
            stats={[
              { label: 'Cost Savings', value: p.heroStats.savings },
              { label: 'Time Reduction', value: p.heroStats.timeReduction },
              { label: 'Reliability', value: p.heroStats.reliability },
            ]}
          />
          <div className="button-row guide-hero__actions">
            <a
              className="button button--accent button--large"
              href="/contact"
              data-track={`cloud_${p.slug.replaceAll('-', '_')}_hero`}
            >
              {withName(copy.heroButton, p.name)}
              <Icon name="arrow-right" size={20} />
            </a>
            <a
              className="button button--light button--large"
              href={secondary.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {secondary.text}
              <Icon name="external-link" size={18} />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <p className="guide-hero__note">{secondary.description}</p>
        </div>
      </header>

      <section className="section" aria-labelledby="fit-title">
        <div className="container">
          <SectionHeading id="fit-title" title={GUIDE_LABELS.rightForYou(p.name)} />
          <div className="fit-grid">
            <div className="fit-card fit-card--yes">
              <h3>{GUIDE_LABELS.perfectIf}</h3>
              <CheckList items={p.rightFitChecklist} />
            </div>
            <div className="fit-card fit-card--no">
              <h3>{GUIDE_LABELS.notRightIf}</h3>
              <ul className="check-list check-list--no">
                {p.notRightIfChecklist.map((item) => (
                  <li key={item}>
                    <Icon name="x" size={18} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <GuideDetails provider={p} />

      <section className="section" aria-labelledby="faq-title">
        <div className="container page-narrow">
          <SectionHeading id="faq-title" title={GUIDE_LABELS.faq} />
          <FaqList items={p.faqs} />
          <CallToAction
            title={withName(copy.ctaTitle, p.name)}
            text={withName(copy.ctaText, p.name)}
            primary={{ label: copy.ctaButton, href: '/contact', track: `cloud_${p.slug.replaceAll('-', '_')}_bottom` }}
            secondary={{ label: copy.ctaSecondary, href: '/cloud' }}
          />
        </div>
      </section>
      <PageLinks links={copy.footerLinks} label={`More from ${site.site.brand}`} />
    </article>
  );
}

export const cloudGuideTemplate = defineTemplate<CloudProvider>({
  schema: cloudProviderSchema,
  component: CloudGuide,
  uses: ['cloud-guide'],
  head: ({ page, site, facts }) => ({
    ogType: 'article',
    lastmod: GUIDE_PUBLISHED,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: page.data.headline,
        name: page.title,
        description: page.description,
        datePublished: GUIDE_PUBLISHED,
        dateModified: GUIDE_PUBLISHED,
        inLanguage: site.site.language,
        url: page.url,
        mainEntityOfPage: page.url,
        about: { '@type': 'Thing', name: page.data.name },
        author: authorStructuredData(facts, site),
        publisher: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
      },
      breadcrumbStructuredData(guideCrumbs(page.data.name), site.site.url, page.url),
      faqStructuredData(page.data.faqs, page.url),
    ],
  }),
});
