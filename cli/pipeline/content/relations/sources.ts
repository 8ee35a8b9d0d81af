import { recordsOf, type FactKind, type FactRecord } from '../../../kit/facts';
import type { Problem } from '../../../errors';
import type { FieldPath } from '../../../lib/yaml-source';
import type { DataResult } from '../load-data';
import type { Page } from '../page';
import { fieldName } from '../references/check-references';
import { site as definition } from '../../site/index';

/**
 * Where a figure is stated: a file, its line (when known) and the field. The line is found only
 * when it is read, for a problem: finding it parses the file again, and a build whose relations
 * all hold reads no line (nor a page's file the cache let it skip).
 */
export interface Source {
  readonly file: string;
  readonly line: number | undefined;
  readonly field: string;
}

/** The site as the relations read it: the validated data sets and pages, each field with its line. */
export interface RelationSite {
  data: DataResult;
  pages: readonly Page[];
}

/** A home of facts as this build has it: its data set's name and value, and the path of its records in it. */
export interface FactHomeData {
  name: string;
  data: unknown;
  records: readonly string[];
  /** Its records (each with an id), in its data set's order. */
  list: readonly FactRecord[];
  /** For company facts: the path of its terms in the data set, when it has them. */
  terms?: readonly string[];
  /** Where a field of its i-th record is stated. */
  field(i: number, ...path: (string | number)[]): Source;
}

/**
 * The homes of facts the site declares (people, offers, company facts: templates/site.ts
 * `facts`), each with its data set; a home is left out when the site declares none or its data
 * set is missing (the data loader reports that).
 */
export function factHomes(site: RelationSite): Partial<Record<FactKind, FactHomeData>> {
  return Object.fromEntries(
    Object.entries(definition().facts?.homes ?? {}).flatMap(([kind, home]) => {
      const data = site.data.data[home.data];
      if (data === undefined) return [];
      const field = (i: number, ...path: (string | number)[]) =>
        dataSource(site.data, home.data, [...home.records, i, ...path]);
      const list = recordsOf(data, home);
      return [
        [
          kind,
          { name: home.data, data, records: home.records, list, field, ...(home.terms ? { terms: home.terms } : {}) },
        ],
      ];
    }),
  );
}

export function dataSource(data: DataResult, name: string, path: FieldPath): Source {
  return lazySource(data.files[name] ?? `content/data/${name}.yaml`, path, () => data.lines[name]?.(path));
}

export function pageSource(page: Page, path: FieldPath): Source {
  return lazySource(page.source.file, path, () => page.source.lineOf(path));
}

function lazySource(file: string, path: FieldPath, findLine: () => number | undefined): Source {
  let line: number | undefined | null = null;
  return {
    file,
    field: fieldName(path),
    get line() {
      if (line === null) line = findLine();
      return line;
    },
  };
}

/** `content/data/company.yaml:15`, as a message names the other side of a relation. */
export const where = (source: Source) => (source.line ? `${source.file}:${source.line}` : source.file);

/**
 * A relation broken: reported where `at` states its side, with the other sides named in the
 * message (file and line each), and what to do.
 */
export function relationProblem(at: Source, message: string, hint: string): Problem {
  return { file: at.file, ...(at.line ? { line: at.line } : {}), field: at.field, message, hint };
}
