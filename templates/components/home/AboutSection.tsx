import { z } from 'zod';
import type { TeamMember } from '../../data/team';
import type { ImageInfo } from '../../image';
import { ctaSchema, statSchema } from '../../schemas';
import { CheckList } from '../CheckList';
import { Icon } from '../Icon';
import { Picture } from '../Picture';
import { SectionHeading } from '../SectionHeading';
import { StatGrid } from '../StatGrid';
import { initialsOf } from '../TeamCard';

export const aboutSectionSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  promises: z.array(z.string().min(1)).min(1),
  highlights: z.array(statSchema).min(1),
  /** Spec 2.4: the about section links to /contact. */
  primaryCta: ctaSchema,
  secondaryCta: ctaSchema,
});
export type AboutSectionData = z.infer<typeof aboutSectionSchema>;

/** #about: who does the work, what they promise, and the way to /contact. */
export function AboutSection({ about, founder, photo }: { about: AboutSectionData; founder: TeamMember | undefined; photo?: ImageInfo | undefined }) {
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
          {founder && (
            <div className="founder">
              {photo ? (
                <Picture image={photo} alt={founder.photo?.alt ?? founder.name} sizes="72px" className="founder__avatar" priority="low" />
              ) : (
                <span className="founder__avatar" aria-hidden="true">
                  {initialsOf(founder.name)}
                </span>
              )}
              <p className="founder__name">
                <strong>{founder.name}</strong>
                <span>{founder.role}</span>
              </p>
            </div>
          )}
          <StatGrid stats={about.highlights} label="Track record" />
        </aside>
      </div>
    </section>
  );
}
