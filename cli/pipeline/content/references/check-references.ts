import { nearestId, unknownIdHint } from '../../../kit/nearest';
import { recordsOf, type FactKind, type FactRecord, type FactsData } from '../../../kit/facts';
import type { Problem } from '../../../errors';
import type { FieldPath } from '../../../lib/yaml-source';
import { site, type Facts } from '../../site/index';
import { declaredCollections, referableCollections } from '../declared-collections';
import { resolveDirectiveText } from './directive-text';
import { findReferences, type ReferenceKind } from './find-references';

/** A page's front matter or a data set, with where its fields are. */
export interface ReferringFile {
  file: string;
  data: unknown;
  lineOf(path: FieldPath): number | undefined;
}

/** Where the ids of a kind live, for a hint: "content/data/offers.yaml (catalog)", "content/blog/". */
function homeOf(kind: ReferenceKind): string {
  if (kind === 'post')
    return referableCollections()
      .map((name) => `content/${declaredCollections()[name]!.folder}/`)
      .join(', ');
  const homes = site().facts?.homes;
  if (!homes) return 'nowhere: the site declares no facts (facts in templates/site.ts)';
  const home = homes[kind];
  return `content/data/${home.data}.yaml${home.records.length ? ` (${home.records.join('.')})` : ''}`;
}

/** The ids a reference may name, by kind, each fact's with its record (made once per build: 4,000 posts are 4,000 routes). */
export type KnownIds = Record<FactKind, ReadonlyMap<string, FactRecord>> & {
  post: ReadonlySet<string>;
  /** Routes of content files that failed to load: a reference to one waits for its file to be fixed. */
  failed?: ReadonlySet<string>;
  /** Where a record states a field ("content/data/offers.yaml:14"), so a retyped field names both lines. */
  homeOf?: (kind: FactKind, id: string, field: string) => string | undefined;
};

export function knownIds(
  facts: FactsData | undefined,
  postRoutes: Iterable<string>,
  failedRoutes: ReadonlySet<string> = new Set(),
): KnownIds {
  const homes = site().facts?.homes;
  const records = (kind: FactKind) => {
    const home = homes?.[kind];
    return new Map(home ? recordsOf(facts?.[kind], home).map((record) => [record.id, record]) : []);
  };
  return {
    person: records('person'),
    offer: records('offer'),
    fact: records('fact'),
    post: new Set(postRoutes),
    failed: failedRoutes,
  };
}

/**
 * Checks every reference of one file against the facts and the blog's routes, and returns
 * its data with the fact directives of its texts resolved (the same object when it has none).
 * Problems name the file, the line and the field, with the nearest known id.
 */
export function checkReferences(
  target: ReferringFile,
  facts: Facts,
  known: KnownIds,
): { data: unknown; problems: Problem[] } {
  const { references, retyped, texts } = findReferences(target.data);
  const problems: Problem[] = [];
  const at = (path: FieldPath) => {
    const line = target.lineOf(path);
    return { file: target.file, ...(line ? { line } : {}), field: fieldName(path) };
  };
  for (const ref of references) {
    // A post that failed to load (a bad date) is reported by its own file, not again by each reference to it.
    if (known[ref.kind].has(ref.id) || (ref.kind === 'post' && known.failed?.has(ref.id))) continue;
    const what =
      ref.kind === 'post' ? 'the route of an article' : `${ref.kind === 'offer' ? 'an' : 'a'} ${ref.kind} id`;
    problems.push({
      ...at(ref.path),
      message: `"${ref.id}" is not ${what}`,
      hint:
        ref.kind === 'post'
          ? postHint(ref.id, known.post)
          : unknownIdHint(ref.id, [...known[ref.kind].keys()], homeOf(ref.kind)),
    });
  }
  for (const typed of retyped) {
    if (!known[typed.kind].has(typed.id)) continue;
    const record = known[typed.kind].get(typed.id);
    const own = (record as Readonly<Record<string, unknown>> | undefined)?.[typed.field];
    const differs = JSON.stringify(own) !== JSON.stringify(typed.value);
    const home = known.homeOf?.(typed.kind, typed.id, typed.field) ?? homeOf(typed.kind);
    const message = differs
      ? `shows ${typed.id} with ${typed.field} ${JSON.stringify(typed.value)}, but ${home} says ${own === undefined ? 'nothing' : JSON.stringify(own)}`
      : `repeats ${typed.id}'s ${typed.field} from ${home}`;
    problems.push({
      ...at(typed.path),
      message,
      hint: `Remove this field: the ${typed.kind} is shown from its record, so it is typed once. Change the record itself if it is wrong.`,
    });
  }
  let data = target.data;
  for (const text of texts) {
    const resolved = resolveDirectiveText(text.value, facts);
    problems.push(...resolved.problems.map((p) => ({ ...at(text.path), ...p })));
    if (resolved.text !== text.value) data = setAt(data, text.path, resolved.text);
  }
  return { data, problems };
}

/** Posts are named by their route, not an id: the nearest route, and where routes come from. */
function postHint(route: string, routes: ReadonlySet<string>): string {
  const near = nearestId(route, routes);
  return `${near ? `Did you mean ${near}? ` : ''}Use the route of a post in content/blog/: its permalink, or /blog/<id>.`;
}

/** A copy of `value` with the field at `path` replaced (the cached original is never changed). */
function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (!path.length) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === key ? setAt(item, rest, next) : item));
  const record = value as Record<PropertyKey, unknown>;
  return { ...record, [key as PropertyKey]: setAt(record[key as PropertyKey], rest, next) };
}

/** `['cards', 0, 'offer']` -> `cards[0].offer`. */
export const fieldName = (path: FieldPath) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
