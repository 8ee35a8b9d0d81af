/**
 * What the relations between a site's facts read of the site (its definition's `relations`,
 * docs/facts.md "Relations"): where the figures a fact summarises are stated, how a process step
 * states its time, where case studies state their results, and where offers are listed with their
 * prices. The rules are the engine's; each part left out switches off the relation that needs it.
 */
export interface RelationsDeclaration {
  /** The series of figures a company fact may summarise (`average: { of: id }`) or bound (`contains: id`), by id. */
  series?: Readonly<Record<string, SeriesDefinition>>;
  /**
   * The fields in which a process step (a record of a page's `steps`) states how long it takes
   * ("3-5 days"): a time stated as a process's total (a term's `process:`) is computed from them.
   */
  stepTimeFields?: readonly string[];
  /** Case studies: each result one client's, each metric with one label on every page. */
  cases?: CaseResults;
  /** Where the site lists its offers with their prices, so a visitor can compare them. */
  priceLists?: PriceLists;
}

/** Where a series' figures are stated, and how to read one. */
export interface SeriesDefinition {
  /** A data set of content/data/ and the list in it (`[]`: the set is the list), or the pages of a collection. */
  from: { data: string; list: readonly string[] } | { pages: string };
  /** The field of an item (or page) that states the figure, for its line. */
  field: readonly string[];
  /** The figure, as a number; undefined when the item states none. */
  value(item: unknown): number | undefined;
  /** What one figure is, for messages: "case", "provider". */
  noun: string;
}

/** A result as a data set states it: whose it is, its text, and where. */
export interface StatedResult {
  client: string;
  text: string;
  /** Its data set and the path in it. */
  data: string;
  path: readonly (string | number)[];
}

/** Case studies: their results in the data sets, and the front-matter field that labels metrics. */
export interface CaseResults {
  /** Every result the data sets state, with its client (a page's own case studies are read from `client` beside `results`). */
  results(data: Readonly<Record<string, unknown>>): StatedResult[];
  /** The field of front matter that labels metrics (`{ conversion: Conversions }`). */
  labelsField: string;
}

/**
 * The pages that list offers with their prices. An offer shown with a price anywhere else must
 * be listed on one of them, or have a page of its own.
 */
export interface PriceLists {
  /** Templates whose every page lists offers with their prices. */
  templates: ReadonlySet<string>;
  /** Templates whose page is one offer's own, and the field of its front matter that names it. */
  offerPageField: Readonly<Record<string, string>>;
  /** The fields by which front matter asks for a group of the offers' data set. */
  groupFields: readonly string[];
  /** The group a record of front matter asks for, if any: a list of the offers' data set whose items name an `offer`. */
  groupNamed(record: Readonly<Record<string, unknown>>): string | undefined;
  /** The group every page of a template shows, if any. */
  templateGroup(template: string): string | undefined;
}
