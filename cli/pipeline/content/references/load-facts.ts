import { recordsOf, type FactHome, type FactRecord, type FactKind, type FactsData } from '../../../kit/facts';
import type { Problem } from '../../../errors';
import type { DataResult } from '../load-data';
import type { Page } from '../page';
import { checkRelations } from '../relations/check-relations';
import { checkReferences, knownIds, type KnownIds } from './check-references';
import { referableCollections } from '../declared-collections';
import { createFacts, site, type Facts } from '../../site/index';

/** The names of the data sets that are the homes of facts, as the site declares them. */
export const factDataSets = (): string[] => Object.values(site().facts?.homes ?? {}).map((home) => home.data);

/** Each home's data set in `sets`, by its kind; undefined when one is missing (the data loader reports it). */
function factsData(homes: Readonly<Record<FactKind, FactHome>>, sets: Readonly<Record<string, unknown>>) {
  const read = Object.fromEntries(Object.entries(homes).map(([kind, home]) => [kind, sets[home.data]]));
  return Object.values(read).some((set) => set === undefined) ? undefined : (read as FactsData);
}

/**
 * The content stage's reference step. Takes the validated data sets and pages; gives the site's
 * facts (as its model makes them, and the data they are made of), the pages and data sets with
 * every fact directive in their text resolved, and every problem at once: duplicate ids, unknown
 * ids (with the nearest one), fields retyped beside a reference, bad directives. Undefined facts
 * when a home is invalid (its own problems are reported by the data loader) or the site declares
 * none (its content then names none).
 */
export function resolveReferences(
  data: DataResult,
  pages: readonly Page[],
  /** Routes of content files that failed to load (see PagesResult): references to them are their files' problems. */
  failedRoutes: ReadonlySet<string> = new Set(),
): { facts?: Facts; factsData?: FactsData; pages: Page[]; data: Record<string, unknown>; problems: Problem[] } {
  const homes = site().facts?.homes;
  const read = homes && factsData(homes, data.data);
  if (homes && !read) return { pages: [...pages], data: data.data, problems: [] };
  const problems: Problem[] = [
    ...(homes && read
      ? (Object.keys(homes) as FactKind[]).flatMap((kind) =>
          duplicateIds(recordsOf(read[kind], homes[kind]), data, homes[kind]),
        )
      : []),
    // Figures that constrain each other, read as written (before directives are resolved).
    ...checkRelations({ data, pages }),
  ];
  const facts = read && createFacts(read);
  const known = {
    ...knownIds(
      read,
      pages.filter((page) => referableCollections().includes(page.collection)).map((page) => page.route),
      failedRoutes,
    ),
    ...(homes ? { homeOf: homeLines(data, homes, read) } : {}),
  };

  const resolvedData: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data.data)) {
    const checked = checkReferences(
      { file: data.files[name]!, data: value, lineOf: data.lines[name] ?? (() => undefined) },
      facts,
      known,
    );
    problems.push(...checked.problems);
    resolvedData[name] = checked.data;
  }
  const resolvedPages = pages.map((page) => {
    const checked = resolvePage(page, facts, known);
    problems.push(...checked.problems);
    return checked.page;
  });
  // Facts read by templates are the resolved ones too (an offer's description may name a fact).
  const resolved = homes && factsData(homes, resolvedData);
  return {
    ...(resolved ? { facts: createFacts(resolved), factsData: resolved } : {}),
    pages: resolvedPages,
    data: resolvedData,
    problems,
  };
}

/** A page with the references and fact directives of its front matter resolved, and what is wrong with them. */
export function resolvePage(page: Page, facts: Facts, known: KnownIds): { page: Page; problems: Problem[] } {
  const checked = checkReferences(
    { file: page.source.file, data: page.data, lineOf: page.source.lineOf },
    facts,
    known,
  );
  if (checked.data === page.data) return { page, problems: checked.problems };
  // The title and description with their directives resolved: a page's own fields, or a cloud guide's metaDescription.
  const fields = checked.data as { title?: string; description?: string; metaDescription?: string };
  const title = fields.title ?? page.title;
  const description = fields.description ?? fields.metaDescription ?? page.description;
  return { page: { ...page, data: checked.data, title, description }, problems: checked.problems };
}

/** "content/data/offers.yaml:14": the line of a person's or an offer's field (its record's id line when it has none). */
function homeLines(
  data: DataResult,
  homes: Readonly<Record<FactKind, FactHome>>,
  read: FactsData | undefined,
): NonNullable<KnownIds['homeOf']> {
  return (kind, id, field) => {
    const home = homes[kind];
    const list = recordsOf(read?.[kind], home);
    const index = list.findIndex((record) => record.id === id);
    if (index < 0) return undefined;
    const lines = data.lines[home.data];
    const line = lines?.([...home.records, index, field]) ?? lines?.([...home.records, index, 'id']);
    return line ? `${data.files[home.data]}:${line}` : undefined;
  };
}

function duplicateIds(records: readonly FactRecord[], data: DataResult, home: FactHome): Problem[] {
  const { data: name, records: prefix } = home;
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  records.forEach((record, i) => {
    const first = seen.get(record.id);
    if (first === undefined) {
      seen.set(record.id, i);
      return;
    }
    const line = data.lines[name]?.([...prefix, i, 'id']);
    const firstLine = data.lines[name]?.([...prefix, first, 'id']);
    problems.push({
      file: data.files[name]!,
      ...(line ? { line } : {}),
      field: `${prefix.length ? `${String(prefix[0])}` : ''}[${i}].id`,
      message: `the id "${record.id}" is already used${firstLine ? ` on line ${firstLine}` : ''}`,
      hint: 'Each record has its own id: merge the two if they are one, or rename one (and its references).',
    });
  });
  return problems;
}
