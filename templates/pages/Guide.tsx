import { z } from 'zod';
import { EmailCaptureIsland } from '../../widgets/email-capture/island';
import { CaseStudies, type GuideCaseStudy } from '../components/CaseStudies';
import { CheckList } from '../components/CheckList';
import { chapterAnchor, GuideChapters } from '../components/GuideChapters';
import { ResourceCards } from '../components/ResourceCards';
import { SectionHeading } from '../components/SectionHeading';
import { StatGrid } from '../components/StatGrid';
import { TrackedButton, trackedCtaSchema } from '../components/TrackedButton';
import { defineTemplate, pageFields } from '../model/define-template';
import { clientOf, type PortfolioCase } from '../model/data/portfolio';
import type { Facts } from '../model/facts/facts';
import type { PageContext } from '../model/page-context';
import { statSchema } from '../model/schemas';

const text = z.string().min(1);
const heading = z.strictObject({ eyebrow: text.optional(), title: text, lead: text.optional() });

export const guideSchema = z.strictObject({
  template: z.literal('guide'),
  ...pageFields,
  hero: z.strictObject({
    badge: text,
    heading: text,
    lead: text,
    tocTitle: text,
    stats: z.array(statSchema).min(1).max(4),
    primary: trackedCtaSchema,
    secondary: trackedCtaSchema,
  }),
  chapters: heading.extend({
    items: z
      .array(z.strictObject({ title: text, summary: text, topics: z.array(text).length(4), keyTakeaway: text }))
      .min(1),
  }),
  resources: heading.extend({ button: text }),
  results: heading.extend({
    /**
     * A case study typed here, or a case of content/data/portfolio.yaml by its id (`case:`): a
     * client's results are typed once, and shown from there wherever they are told.
     */
    items: z
      .array(
        z.union([
          z.strictObject({ case: text }),
          z.strictObject({
            client: text,
            industry: text,
            challenge: text,
            solution: text,
            results: z.array(text).min(1),
          }),
        ]),
      )
      .min(1),
  }),
  capture: heading.extend({ points: z.array(text).min(1) }),
  closing: z.strictObject({ title: text, text, primary: trackedCtaSchema, secondary: trackedCtaSchema }),
});
type GuideData = z.infer<typeof guideSchema>;

/** The heading fields of a section's data, without its items. */
const headingOf = ({ eyebrow, title, lead }: z.infer<typeof heading>) => ({ eyebrow, title, lead });

/** The anchors: the email form, and where the new tab lands after a download. */
const FORM_ANCHOR = 'email-capture';
const RESOURCES_ANCHOR = 'resources';

/**
 * /ultimate-website-guide: hero with stats, the five chapters, the free
 * resources (each leading to the email form with that download picked), three case studies, the
 * email capture and a closing call to action.
 */
export function Guide({ page, site, collections, facts }: PageContext<GuideData>) {
  const { hero, chapters, resources, results, capture, closing } = page.data;
  const form = collections.forms.emailCapture;
  return (
    <div className="guide">
      <header className="guide-hero">
        <div className="container guide-hero__inner">
          <div>
            <p className="guide-hero__badge">{hero.badge}</p>
            <h1>{hero.heading}</h1>
            <p className="guide-hero__lead">{hero.lead}</p>
            <div className="button-row">
              <TrackedButton cta={hero.primary} variant="button--accent button--large" arrow />
              <TrackedButton cta={hero.secondary} variant="button--light button--large" />
            </div>
            <StatGrid stats={hero.stats} inverse label="The results behind this guide" />
          </div>
          <nav className="guide-toc" aria-labelledby="toc-title">
            <h2 id="toc-title" className="guide-toc__title">
              {hero.tocTitle}
            </h2>
            <ol>
              {chapters.items.map((chapter, index) => (
                <li key={chapter.title}>
                  <a href={`#${chapterAnchor(index)}`}>
                    <span className="guide-toc__number">{String(index + 1).padStart(2, '0')}</span>
                    {chapter.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </header>
      <section className="section" aria-labelledby="chapters-title">
        <div className="container">
          <SectionHeading id="chapters-title" {...headingOf(chapters)} />
          <GuideChapters chapters={chapters.items} />
        </div>
      </section>
      <section id={RESOURCES_ANCHOR} className="section section--alt" aria-labelledby="resources-title">
        <div className="container">
          <SectionHeading id="resources-title" {...headingOf(resources)} />
          <ResourceCards resources={form.resources} formAnchor={FORM_ANCHOR} button={resources.button} />
        </div>
      </section>
      <section className="section" aria-labelledby="results-title">
        <div className="container">
          <SectionHeading id="results-title" {...headingOf(results)} />
          <CaseStudies studies={results.items.map((item) => caseStudyOf(item, collections.portfolio, facts))} />
        </div>
      </section>
      <section id={FORM_ANCHOR} className="section section--dark guide-capture" aria-labelledby="capture-title">
        <div className="container guide-capture__inner">
          <div className="guide-capture__copy">
            <SectionHeading id="capture-title" {...headingOf(capture)} align="start" inverse />
            <CheckList items={capture.points} className="guide-capture__points" />
          </div>
          <EmailCaptureIsland
            endpoint={site.forms.resource}
            content={form}
            sourcePath={page.route}
            libraryUrl={form.libraryHref}
            anchorId={FORM_ANCHOR}
            headingLevel={3}
          />
        </div>
      </section>
      <div className="container guide-closing">
        <section className="cta-band" aria-labelledby="closing-title">
          <h2 id="closing-title">{closing.title}</h2>
          <p>{closing.text}</p>
          <div className="button-row">
            <TrackedButton cta={closing.primary} variant="button--accent" arrow />
            <TrackedButton cta={closing.secondary} variant="button--ghost" />
          </div>
        </section>
      </div>
    </div>
  );
}

type GuideItem = GuideData['results']['items'][number];

/** A case study as the guide tells it: typed, or a portfolio case's client, industry, story and results. */
function caseStudyOf(item: GuideItem, cases: readonly PortfolioCase[], facts: Facts): GuideCaseStudy {
  if (!('case' in item)) return item;
  const found = cases.find((c) => c.id === item.case)!;
  return {
    client: clientOf(found, facts),
    industry: found.industry,
    challenge: found.study.challenge,
    solution: found.study.solution,
    results: found.results,
  };
}

export const guideTemplate = defineTemplate<GuideData>({
  schema: guideSchema,
  component: Guide,
  uses: ['forms', 'portfolio'],
  checkData: (data, collections) =>
    data.results.items.flatMap((item, i) =>
      'case' in item && !collections.portfolio.some((c) => c.id === item.case)
        ? [
            {
              field: ['results', 'items', i, 'case'],
              message: `"${item.case}" is not a case of content/data/portfolio.yaml`,
              hint: `Use the id of a case there: ${collections.portfolio.map((c) => c.id).join(', ')}.`,
            },
          ]
        : [],
    ),
});
