import { z } from 'zod';
import { ALL_QUESTIONS, FAQ_CATEGORIES, filterStatus, type FaqCategory } from '../../widgets/enhance/faq-filter';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { FaqList } from '../components/FaqList';
import { faqStructuredData } from '../components/faq-structured-data';
import { Icon } from '../components/Icon';
import { ICON_NAMES } from '../model/icon-names';
import { PageHero } from '../components/PageHero';
import { Prose } from '../components/Prose';
import { defineTemplate, pageFields, type BodyProblem } from '../model/define-template';
import type { Heading, PageContext } from '../model/page-context';
import { ctaSchema } from '../model/schemas';

const text = z.string().min(1);
const QUESTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const faqSchema = z.strictObject({
  template: z.literal('faq'),
  ...pageFields,
  heading: text,
  intro: text,
  /** The filter buttons' labels (credibility shows as "About Us"). */
  filters: z.strictObject({
    all: text,
    pricing: text,
    credibility: text,
    technical: text,
    process: text,
    growth: text,
  }),
  filterLabel: text,
  /** The side card: reach a person directly (phone and e-mail from site.yaml). */
  help: z.strictObject({ heading: text, text, responseTime: text }),
  /**
   * Each question's id, category and icon, in the order shown. The question and its answer are
   * the body's `## Question {#id}` section with the same id.
   */
  questions: z
    .array(
      z.strictObject({
        id: z.string().regex(QUESTION_ID, 'must be lower-case words joined by hyphens'),
        category: z.enum(FAQ_CATEGORIES),
        icon: z.enum(ICON_NAMES),
      }),
    )
    .min(1),
  /** 'Get Free Website Audit' and 'Schedule Consultation', events tagged faq_page. */
  cta: z.strictObject({
    title: text,
    text,
    audit: ctaSchema.extend({ event: z.literal('free_audit') }),
    consultation: ctaSchema.extend({ event: z.literal('schedule_consultation') }),
  }),
});
type FaqData = z.infer<typeof faqSchema>;

/** The order of the filter buttons after "All Questions". */
const FILTER_ORDER: readonly FaqCategory[] = ['pricing', 'credibility', 'technical', 'process', 'growth'];
const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'FAQ' }];
/** How the count names the "All Questions" filter. */
const ALL_LABEL = 'all categories';

/** Every front-matter question has its body section and every body section a question. */
export function checkFaqBody(data: FaqData, headings: readonly Heading[]): BodyProblem[] {
  const sections = headings.filter((h) => h.depth === 2).map((h) => h.id);
  const ids = data.questions.map((q) => q.id);
  return [
    ...ids
      .filter((id) => !sections.includes(id))
      .map((id) => ({
        message: `question ${id} has no answer`,
        hint: `Add a section "## The question? {#${id}}" with its answer to the body.`,
      })),
    ...sections
      .filter((id) => !ids.includes(id))
      .map((id) => ({
        message: `the section #${id} is not in \`questions\``,
        hint: `List it in \`questions\` with its category and icon, or give its heading {#id} of a listed question.`,
      })),
  ];
}

/**
 * /faq: every answer in a <details>, readable and openable without
 * JavaScript, several open at once, each linkable by its id. The `faq` page feature adds the
 * category filter, the faq_interaction events and opening the item a #id link names.
 */
export function Faq({ page, site }: PageContext<FaqData>) {
  const { data } = page;
  const { intro, sections } = page.sections ?? { intro: page.html, sections: [] };
  const byId = new Map(sections.map((s) => [s.id, s]));
  // checkFaqBody makes the build fail for a question without its section.
  const questions = data.questions.map(({ id, icon, category }) => ({
    id,
    icon,
    question: byId.get(id)?.title ?? '',
    answerHtml: byId.get(id)?.html ?? '',
    category: { value: category, label: data.filters[category] },
  }));
  const filters: [string, string, string][] = [
    [ALL_QUESTIONS, data.filters.all, ALL_LABEL],
    ...FILTER_ORDER.map((c): [string, string, string] => [c, data.filters[c], data.filters[c]]),
  ];
  return (
    <div className="faq-page" data-enhance="faq">
      <PageHero crumbs={CRUMBS} heading={data.heading} lead={data.intro} />
      <div className="container faq">
        <div className="faq__main">
          {intro && <Prose html={intro} className="faq__intro" />}
          <div className="chips faq__filters" role="group" aria-label={data.filterLabel}>
            {filters.map(([value, label, status]) => (
              <button
                key={label}
                type="button"
                className="chip"
                data-faq-filter={value}
                data-faq-label={status}
                aria-pressed={value === ALL_QUESTIONS}
              >
                {label}
              </button>
            ))}
          </div>
          <p className="faq__status" aria-live="polite" data-faq-status="">
            {filterStatus(data.questions.length, ALL_LABEL)}
          </p>
          <FaqList variant="page" items={questions} />
        </div>
        <aside className="faq__help" aria-labelledby="help-title">
          <h2 id="help-title">{data.help.heading}</h2>
          <p>{data.help.text}</p>
          <ul className="faq__contact">
            <li>
              <Icon name="phone" size={20} />
              <a href={`tel:${site.contact.phoneDial}`}>{site.contact.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={20} />
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </li>
            <li>
              <Icon name="clock" size={20} />
              <span>{data.help.responseTime}</span>
            </li>
          </ul>
        </aside>
      </div>
      {/* Outside the grid: the sticky help box stops at the end of the questions, above this band. */}
      <div className="container">
        <section className="cta-band faq__cta" aria-labelledby="cta-title">
          <h2 id="cta-title">{data.cta.title}</h2>
          <p>{data.cta.text}</p>
          <div className="button-row">
            <a className="button button--accent" href={data.cta.audit.href} data-faq-cta={data.cta.audit.event}>
              {data.cta.audit.label}
              <Icon name="arrow-right" size={18} />
            </a>
            <a
              className="button button--ghost"
              href={data.cta.consultation.href}
              data-faq-cta={data.cta.consultation.event}
            >
              <Icon name="calendar" size={18} />
              {data.cta.consultation.label}
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}

export const faqTemplate = defineTemplate<FaqData>({
  schema: faqSchema,
  component: Faq,
  uses: [],
  checkBody: checkFaqBody,
  bodySections: true,
  head: ({ site, page }) => {
    const byId = new Map((page.sections?.sections ?? []).map((s) => [s.id, s]));
    const sections = page.data.questions.flatMap((q) => byId.get(q.id) ?? []);
    return {
      structuredData: [
        faqStructuredData(
          sections.map((section) => ({ question: section.title, answer: section.text })),
          page.url,
        ),
        breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
      ],
    };
  },
});
