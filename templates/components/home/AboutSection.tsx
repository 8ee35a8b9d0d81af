import { z } from 'zod';
import { useFacts } from '../../model/facts/facts';
import type { Person } from '../../model/data/people';
import { initials } from '../../model/facts/person-names';
import type { ImageInfo } from '../../../cli/kit/image';
import { ctaSchema } from '../../model/schemas';
import { CheckList } from '../CheckList';
import { factStatItem, factStatSchema } from '../fact-stat';
import { Icon } from '../Icon';
import { Picture } from '../Picture';
import { SectionHeading } from '../SectionHeading';
import { StatGrid } from '../StatGrid';

export const aboutSectionSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  promises: z.array(z.string().min(1)).min(1),
  /** Company facts by id; a `label` words what the figure counts on this card ("rating from :fact[reviews]{field=both}"). */
  highlights: z.array(factStatSchema).min(1),
  /** The about section links to /contact. */
  primaryCta: ctaSchema,
  secondaryCta: ctaSchema,
});
export type AboutSectionData = z.infer<typeof aboutSectionSchema>;

/** #about: who does the work (the founder of content/data/people.yaml), what they promise, and the way to /contact. */
export function AboutSection({
  about,
  founder,
  photo,
}: {
  about: AboutSectionData;
  founder: Person;
  photo?: ImageInfo | undefined;
}) {
  const facts = useFacts();
  return (
    <section id="about" className="section home-about" aria-labelledby="about-title">
      <div className="container home-about__grid">
        <div className="home-about__copy">
          <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.heading} align="start" />
          {about.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <CheckList items={about.promises} className="home-about__promises" />
          <div className="button-row">
            <a className="button button--accent" href={about.primaryCta.href} data-track={about.primaryCta.track}>
              {about.primaryCta.label}
              <Icon name="arrow-right" size={18} />
            </a>
            <a className="button button--ghost" href={about.secondaryCta.href} data-track={about.secondaryCta.track}>
              {about.secondaryCta.label}
            </a>
          </div>
        </div>
        <aside className="home-about__card" aria-label="Who you work with">
          <div className="founder">
            {photo ? (
              <Picture
                image={photo}
                alt={founder.photo?.alt ?? founder.name}
                sizes="72px"
                className="founder__avatar"
                priority="low"
              />
            ) : (
              <span className="founder__avatar" aria-hidden="true">
                {initials(founder)}
              </span>
            )}
            <p className="founder__name">
              <strong>{founder.name}</strong>
              <span>{founder.role}</span>
            </p>
          </div>
          <StatGrid stats={about.highlights.map((stat) => factStatItem(facts, stat))} label="Track record" />
        </aside>
      </div>
    </section>
  );
}
