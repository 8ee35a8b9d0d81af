import { factText, type CompanyFact } from '../../../kit/fact-records';
import { unknownIdHint } from '../../../kit/nearest';
import type { Problem } from '../../../errors';
import { factHomes, relationProblem, type RelationSite, type Source } from './sources';

/** A company fact with where it is stated. */
export interface PlacedFact {
  fact: CompanyFact;
  /** Its `value` line. */
  at: Source;
  /** A field of it, for a relation field's own line. */
  field(...path: (string | number)[]): Source;
  low: number;
  high: number;
  /** As prose writes it: "127+", "40-60%". */
  text: string;
}

/** The facts of company.yaml by id, each with its lines; undefined when the data set is missing. */
export function placedFacts(site: RelationSite): Map<string, PlacedFact> | undefined {
  const home = factHomes(site).fact;
  if (!home) return undefined;
  return new Map(
    (home.list as readonly CompanyFact[]).map((fact, i) => {
      const [low, high] = Array.isArray(fact.value) ? fact.value : [fact.value, fact.value];
      const field = (...path: (string | number)[]) => home.field(i, ...path);
      return [fact.id, { fact, at: field('value'), field, low, high, text: factText(fact) }];
    }),
  );
}

/** A relation field that names a fact the file lacks, with the nearest id. */
export function unknownFact(at: Source, id: string, facts: ReadonlyMap<string, PlacedFact>): Problem {
  return relationProblem(
    at,
    `"${id}" is not a fact id`,
    unknownIdHint(id, [...facts.keys()], 'content/data/company.yaml (facts)'),
  );
}

/** Whether two facts are written in the same unit ("%" and "%"), so their values compare. */
export const sameUnit = (a: CompanyFact, b: CompanyFact) =>
  (a.prefix ?? '') === (b.prefix ?? '') && (a.suffix ?? '').replace('+', '') === (b.suffix ?? '').replace('+', '');
