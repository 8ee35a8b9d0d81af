/**
 * Facts (docs/facts.md): the people, offers and company figures a site states once, in its data
 * sets, and shows everywhere by id: in front matter's references (`person: founder`) and in text
 * directives (`:price[infrastructure-audit]`). The engine checks every id and every directive at
 * load, and resolves them; what a record is and how a directive reads it is the site's (its
 * definition's `facts`).
 */

/**
 * The kinds of fact: a person, an offer, a company fact. Front matter names one by the field of
 * its kind (`person:`, `offer:`, `fact:`; `people:`, `offers:`, `facts:` for lists).
 */
export type FactKind = 'person' | 'offer' | 'fact';

/** Where facts of one kind live: a data set (content/data/<data>.yaml) and the path of its records in it. */
export interface FactHome {
  data: string;
  records: readonly string[];
  /**
   * The fields of its records that front matter never types beside a reference to one (`role:`
   * beside `person:`): the record holds them, and the build refuses a copy.
   */
  owned?: readonly string[];
  /**
   * For company facts: where the data set lists its terms (`['terms']`), the phrases prose
   * states ("within 30 days of your first payment") and `:term[id]` shows.
   */
  terms?: readonly string[];
}

/** Each home's data set, as its schema parsed it: plain data, so it crosses into render threads. */
export type FactsData = Readonly<Record<FactKind, unknown>>;

/** What a directive stands for, or what is wrong with it (the build reports it with the file and line). */
export type DirectiveResult = { text: string } | { message: string; hint: string };

/** A site's facts, as it declares them. `F` is its own facts object, which its templates read. */
export interface FactsModel<F = unknown> {
  /** The home of each kind. */
  homes: Readonly<Record<FactKind, FactHome>>;
  /** The facts of a build, from its homes' data (made once per build and per render thread). */
  create(data: FactsData): F;
  /** The text directives content may use to show a fact: `:name[id]{field=...}`. */
  directives: {
    /** The directives' names (`price`, `person`): any other `:name[...]` is text. */
    names: readonly string[];
    /** The text a directive stands for, or what is wrong with it. */
    resolve(
      facts: F,
      name: string,
      label: string,
      attributes: Readonly<Record<string, string | null | undefined>>,
    ): DirectiveResult;
    /**
     * What a directive shows, for the relations (docs/facts.md, "Relations"): the fact or term it
     * names, and whether it writes an offer's price (a price shown must be a price listed).
     */
    target(
      name: string,
      label: string,
      attributes: Readonly<Record<string, string | null | undefined>>,
    ): DirectiveTarget | undefined;
  };
}

/** What a directive shows: a fact of a kind, or a company term, by id. */
export interface DirectiveTarget {
  kind: FactKind | 'term';
  id: string;
  /** It writes an offer's price (its price, regular price or saving). */
  price: boolean;
}

/** A record of a home: every one has an id. */
export interface FactRecord {
  readonly id: string;
}

/** The list at `path` in a data set (`[]`: the set is the list); none when the path leads nowhere. */
export function listAt(data: unknown, path: readonly string[]): readonly unknown[] {
  let value = data;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value : [];
}

/** The records of a home in its data set (none when the path leads nowhere: the data loader reports that). */
export const recordsOf = (data: unknown, home: FactHome): readonly FactRecord[] =>
  listAt(data, home.records) as readonly FactRecord[];
