import { z } from 'zod';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';

const text = z.string().min(1);

/** The types an email of a sequence may have. */
export const EMAIL_TYPES = [
  'delivery',
  'education',
  'social_proof',
  'soft_cta',
  'urgency',
  'engagement',
  'consultation',
  'follow_up',
  'additional_value',
  'proposal',
] as const;

const emailSchema = z.strictObject({
  day: z.number().int().min(0),
  subject: text,
  type: z.enum(EMAIL_TYPES),
  /** Paragraphs separated by a blank line; {{merge_fields}} are filled in by the email service. */
  content: text,
  goal: text,
});

const sequenceSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    description: text,
    trigger: text,
    emails: z.array(emailSchema).min(1),
  })
  .refine((s) => s.emails.every((e, i) => i === 0 || e.day > s.emails[i - 1]!.day), {
    error: 'emails must be in order of day, each on a later day than the one before',
    path: ['emails'],
  });

/** /email-sequences: internal documentation, built only with --include-internal. */
export const emailSequencesSchema = z.strictObject({
  template: z.literal('email-sequences'),
  ...pageFields,
  internal: z.literal(true, { error: 'must be true: this page documents internal processes' }),
  heading: text,
  intro: text,
  notice: text,
  sequences: z.array(sequenceSchema).length(3),
  guide: z.strictObject({
    title: text,
    intro: text,
    sections: z.array(z.strictObject({ title: text, items: z.array(text).min(1) })).min(2),
  }),
});
type EmailSequencesData = z.infer<typeof emailSequencesSchema>;

/** "social_proof" -> "Social proof". */
/** Words of a type written as English writes them (an acronym in capitals, a compound with its hyphen). */
const TYPE_WORDS: Readonly<Record<string, string>> = { cta: 'CTA', 'follow up': 'follow-up' };

/** `soft_cta` -> "Soft CTA", `follow_up` -> "Follow-up", `social_proof` -> "Social proof". */
export const typeLabel = (type: string) => {
  const words = type.replaceAll('_', ' ').replace(/\b(?:cta|follow up)\b/g, (w) => TYPE_WORDS[w] ?? w);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function EmailSequences({ page }: PageContext<EmailSequencesData>) {
  const d = page.data;
  return (
    <div className="email-docs">
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Email Sequences' }]} />
          <p className="badge email-docs__internal">{d.notice}</p>
          <h1>{d.heading}</h1>
          <p className="page-hero__lead">{d.intro}</p>
          <nav aria-label="Sequences on this page" className="email-docs__toc">
            <ul>
              {d.sequences.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>
                    {s.name} ({s.emails.length} emails)
                  </a>
                </li>
              ))}
              <li>
                <a href="#implementation">{d.guide.title}</a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <div className="container page-narrow">
        {d.sequences.map((s) => (
          <section key={s.id} className="sequence" aria-labelledby={s.id}>
            <h2 id={s.id}>{s.name}</h2>
            <p>{s.description}</p>
            <p className="sequence__trigger">
              <strong>Trigger: </strong>
              {s.trigger}
            </p>
            <ol className="sequence__emails">
              {s.emails.map((email) => (
                <li key={email.day} className="email-card">
                  <p className="email-card__meta">
                    <span className="email-card__day">Day {email.day}</span>
                    <span className="chip chip--static">{typeLabel(email.type)}</span>
                  </p>
                  <h3>{email.subject}</h3>
                  <div className="email-card__body">
                    {email.content.split(/\n\s*\n/).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  <p className="email-card__goal">
                    <strong>Goal: </strong>
                    {email.goal}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <section className="sequence" aria-labelledby="implementation">
          <h2 id="implementation">{d.guide.title}</h2>
          <p>{d.guide.intro}</p>
          {d.guide.sections.map((section) => (
            <div key={section.title}>
              <h3>{section.title}</h3>
              <ul className="email-docs__list">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}

export const emailSequencesTemplate = defineTemplate<EmailSequencesData>({
  schema: emailSequencesSchema,
  component: EmailSequences,
  uses: [],
});
