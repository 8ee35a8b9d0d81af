import { z } from 'zod';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { Icon } from '../components/Icon';
import { IconCards } from '../components/IconCards';
import { iconCardSchema } from '../model/section-schemas';
import { PageHero } from '../components/PageHero';
import { Prose } from '../components/Prose';
import { SectionHeading } from '../components/SectionHeading';
import { factStatItem, factStatSchema } from '../components/fact-stat';
import { StatGrid } from '../components/StatGrid';
import { FIRST_NAME, TeamCard, teamOf } from '../components/TeamCard';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';
import { providerReference } from '../model/offers/structured-data';
import { ctaSchema } from '../model/schemas';

const text = z.string().min(1);
/** Values and guarantees: an icon, a title and a line of text (no points). */
const textCard = iconCardSchema.omit({ points: true });

export const aboutSchema = z.strictObject({
  template: z.literal('about'),
  ...pageFields,
  heading: text,
  intro: text,
  /** Cloud-provider badges; `href` links a provider's guide. */
  providers: z.strictObject({
    heading: text,
    lead: text,
    items: z
      .array(
        z.strictObject({
          name: text,
          href: z.string().regex(/^\//, 'must be a site route such as /cloud/aws').optional(),
        }),
      )
      .min(1),
  }),
  /** The (one-person) team: the people of content/data/people.yaml with `team`. */
  team: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    /** The link to a member's articles: "Read {firstName}'s articles". */
    profileLabel: text.refine(
      (label) => label.includes(FIRST_NAME),
      `must contain ${FIRST_NAME}, where the member's first name goes`,
    ),
  }),
  /**
   * Figures beside the story (the Markdown body): the founding year (content/data/company.yaml
   * `founded`) under `foundedLabel`, then company facts by id.
   */
  facts: z.strictObject({ heading: text, foundedLabel: text, items: z.array(factStatSchema).min(1) }),
  mission: z.strictObject({
    eyebrow: text,
    heading: text,
    statement: text,
    values: z.array(textCard).min(1),
  }),
  guarantees: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    items: z.array(textCard).min(1),
  }),
  /** The closing call to action, to /contact. */
  cta: z.strictObject({ title: text, text, primary: ctaSchema, secondary: ctaSchema }),
});
type AboutData = z.infer<typeof aboutSchema>;

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'About' }];
const VALUE_CARDS = { list: 'value-list', card: 'value', icon: 'value__icon' };
const GUARANTEE_CARDS = { list: 'guarantee-list', card: 'guarantee', icon: 'guarantee__icon' };

/** /about: provider badges, the team, the story (Markdown body), mission, guarantees and /contact. */
export function About({ page, facts, image }: PageContext<AboutData>) {
  const { data } = page;
  const stats = [
    { value: String(facts.founded), label: data.facts.foundedLabel },
    ...data.facts.items.map((stat) => factStatItem(facts, stat)),
  ];
  return (
    <div className="about-page">
      <PageHero crumbs={CRUMBS} heading={data.heading} lead={data.intro} />

      <section className="container about-providers" aria-labelledby="providers-title">
        <h2 id="providers-title">{data.providers.heading}</h2>
        <p>{data.providers.lead}</p>
        <ul className="provider-badges">
          {data.providers.items.map((provider) => (
            <li key={provider.name}>
              {provider.href ? (
                <a className="provider-badge" href={provider.href}>
                  <Icon name="cloud" size={18} />
                  {provider.name}
                </a>
              ) : (
                <span className="provider-badge">
                  <Icon name="cloud" size={18} />
                  {provider.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="section about-team" aria-labelledby="team-title">
        <div className="container">
          <SectionHeading
            id="team-title"
            eyebrow={data.team.eyebrow}
            title={data.team.heading}
            lead={data.team.lead}
            align="start"
          />
          <ul className="team-list">
            {teamOf(facts.data.people).map((member) => (
              <li key={member.id}>
                <TeamCard
                  member={member}
                  profileLabel={data.team.profileLabel}
                  photo={member.photo && image(member.photo.src)}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container about-story">
        <Prose html={page.html} eagerHtml={page.eagerHtml} />
        <aside className="about-facts" aria-labelledby="facts-title">
          <h2 id="facts-title" className="about-facts__title">
            {data.facts.heading}
          </h2>
          <StatGrid stats={stats} />
        </aside>
      </div>

      <section className="section section--alt about-mission" aria-labelledby="mission-title">
        <div className="container">
          <SectionHeading id="mission-title" eyebrow={data.mission.eyebrow} title={data.mission.heading} />
          <p className="about-mission__statement">{data.mission.statement}</p>
          <IconCards cards={data.mission.values} classes={VALUE_CARDS} />
        </div>
      </section>

      <section className="section about-guarantees" aria-labelledby="guarantees-title">
        <div className="container">
          <SectionHeading
            id="guarantees-title"
            eyebrow={data.guarantees.eyebrow}
            title={data.guarantees.heading}
            lead={data.guarantees.lead}
          />
          <IconCards cards={data.guarantees.items} classes={GUARANTEE_CARDS} iconSize={26} />
        </div>
      </section>

      <ClosingCallToAction cta={data.cta} />
    </div>
  );
}

export const aboutTemplate = defineTemplate<AboutData>({
  schema: aboutSchema,
  component: About,
  uses: [],
  head: ({ site, page, facts, image }) => {
    const founder = facts.person('founder');
    const portrait = founder.photo && image(founder.photo.src)?.fallback.variants.at(-1);
    return {
      structuredData: [
        webPageStructuredData('AboutPage', page.title, page, {
          mainEntity: {
            ...providerReference(site),
            foundingDate: String(facts.founded),
            founder: {
              '@type': 'Person',
              name: founder.name,
              jobTitle: founder.role,
              ...(founder.team && { url: founder.team.website }),
              ...(portrait && { image: `${site.site.url}${portrait.url}` }),
              ...(founder.team && {
                hasCredential: founder.team.credentials.map((name) => ({
                  '@type': 'EducationalOccupationalCredential',
                  name,
                })),
              }),
            },
          },
        }),
        breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
      ],
    };
  },
});
