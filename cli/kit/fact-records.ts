import { z } from 'zod';

/**
 * Company facts and terms as the engine reads them (docs/facts.md): the records of a site's
 * `fact` home. Their relation fields (`atMost`, `average`, `contains`, `removes`, a term's
 * `process`) and their `words` are what the build and `site check` hold prose to; a site's
 * data set lists its facts with this schema.
 */

/**
 * What a fact is named by: lower-case words joined by hyphens (`priya-raman`,
 * `infrastructure-audit`, `years-experience`). Content refers to people, offers and company
 * facts by these ids, never by retyping them.
 */
export const factId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an id: lower-case words joined by hyphens');

/** Words that follow a figure in a label: what it counts ("reviews from clients and free audits"). */
const words = z.string().min(2);

/**
 * What an average is the average of: `of` a series of figures the site states elsewhere (the
 * build computes the mean and fails when the fact's value is not it), or `over` the words its
 * label uses to say what it averages ("across all reviews").
 */
export const averageSchema = z.union([z.strictObject({ of: factId }), z.strictObject({ over: words })]);

/**
 * A counted claim about the company ("8+ years of experience", "$2.1M+ revenue generated for
 * clients"): its number once, with how it is written and what it counts. Every page that
 * makes the claim refers to it (`fact: years-experience`, `:fact[years-experience]`).
 */
export const companyFactSchema = z.strictObject({
  id: factId,
  /** The figure, or a range written from-to ("40-60%"). */
  value: z.union([z.number().nonnegative(), z.tuple([z.number().nonnegative(), z.number().nonnegative()])]),
  /** Written before the number ("$"). */
  prefix: z.string().optional(),
  /** Written after it ("+", "%", "M+", "/5"). */
  suffix: z.string().optional(),
  /** What it counts, as it follows the figure: "years of experience". */
  label: z.string().min(1),
  /** A live figure that varies at random by up to this percent each time it is shown (the home hero's statistics). */
  varies: z.number().positive().max(50).optional(),
  /**
   * Words that say a sentence is about this fact ("uptime", "cloud waste"): `site check` flags a
   * figure of the same kind in such a sentence that is not this value (see cli/check/check-claims.ts).
   */
  words: z.array(z.string().min(2)).optional(),
  /**
   * Relations the build checks (docs/facts.md, "Relations"). `atMost`: the facts whose values
   * together bound this one (reviews come from the clients, and from whoever else they name).
   */
  atMost: z.array(factId).min(1).optional(),
  /** A fact labelled as an average says what it averages. */
  average: averageSchema.optional(),
  /** A series of figures this range holds every one of (each provider's own saving). */
  contains: factId.optional(),
  /** The fact this saving comes out of: a cut is never larger than the waste it removes. */
  removes: factId.optional(),
});
export type CompanyFact = z.infer<typeof companyFactSchema>;

/**
 * A term of doing business, as prose states it ("within 30 days of your first payment"): the
 * guarantee, launch time, response time, team size. Pages, the FAQ and the legal pages show it by
 * id (`:term[guarantee-window]`), so a promise reads the same everywhere.
 */
export const companyTermSchema = z.strictObject({
  id: factId,
  /** The words as a sentence continues with them. */
  text: z.string().min(1),
  /** Words that say a sentence is about this term (see CompanyFact.words); its figure is the one in `text`. */
  words: z.array(z.string().min(2)).optional(),
  /**
   * The process whose phases this time adds up (a page's steps with the same `id`): the build
   * fails when the time `text` states is not their total.
   */
  process: factId.optional(),
});
export type CompanyTerm = z.infer<typeof companyTermSchema>;

const figure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** 2100 -> "2,100", [40, 60] -> "40-60": the figure as a claim writes it, with its prefix and suffix. */
export function factText(fact: Pick<CompanyFact, 'value' | 'prefix' | 'suffix'>): string {
  const value = Array.isArray(fact.value) ? `${figure(fact.value[0])}-${figure(fact.value[1])}` : figure(fact.value);
  return `${fact.prefix ?? ''}${value}${fact.suffix ?? ''}`;
}
