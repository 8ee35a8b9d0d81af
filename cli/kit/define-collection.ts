// The item functions are methods: their parameters are then checked both ways, so a declaration
// of posts is also a declaration of unknown items, which is how the build holds them all.

/**
 * What a collection of content is: the site declares each one (templates/model/collections.ts),
 * and the build reads content through these declarations alone, naming no collection itself, as
 * an Astro site declares its collections in content.config.ts.
 */
export interface CollectionDeclaration<Item = unknown> {
  /** The folder of content/ that holds its files. */
  folder: string;
  /**
   * How each file is read (the loader): `markdown`, front matter and a body; `yaml`, one record
   * per file, all of it data (its lines still named in messages).
   */
  format: 'markdown' | 'yaml';
  /** Files in subfolders are entries too (pages/services/hosting.md is /services/hosting). */
  nested?: boolean;
  /** The template every entry uses; without it, each entry names its own in `template:`. */
  template?: string;
  /**
   * The route of an entry without `permalink`: `path`, from the file's path in the folder
   * (pages/faq.md is /faq, pages/cloud/index.md is /cloud); or a pattern of the entry's fields
   * (`/blog/:id`, `/cloud/:slug`), which an entry without those fields does not have.
   */
  route: 'path' | `/${string}`;
  /** A field that must equal the file's name (without its extension): the name is the route. */
  nameField?: string;
  /** For a YAML collection: the fields of its records that are each page's title and description (default `title`, `description`). */
  fields?: { title?: string; description?: string };
  /** Its files may show images named relative to them: the images stage reads its folder. */
  images?: boolean;
  /** Entries `post:` references may name (listings, related posts). */
  referable?: boolean;
  /**
   * What templates read of it, as `collections.<name>`: an item per entry, in order. Without it,
   * the collection's entries are pages only.
   */
  items?: {
    of(entry: CollectionEntry): Item;
    order?(a: Item, b: Item): number;
  };
  /**
   * The site's RSS feed lists this collection's newest items (one collection at most): the feed's
   * name (its title is the brand and this), the route of the page that lists them, and what each
   * item says.
   */
  feed?: { name: string; route: string; entry(item: Item): FeedEntry };
  /** What `site new <kind> <slug>` writes into its folder as `<slug>.md` or `<slug>.yaml` (docs/cli.md). */
  scaffold?: CollectionScaffold;
}

/** A new entry of a collection, as `site new` writes it: one that builds, its placeholders marked TODO. */
export interface CollectionScaffold {
  /** The word after `site new` (`post`). */
  kind: string;
  /** Its slug may name subfolders of the collection's folder (services/hosting). */
  folders?: boolean;
  /** What the maintainer does next, said once the file is written. */
  next: string;
  text(entry: NewEntry): string;
}

/** What a scaffold is written from. */
export interface NewEntry {
  slug: string;
  /** From `--title`, or made from the slug. */
  title: string;
  /** YYYY-MM-DD. */
  today: string;
  /** The site's data sets (content/data/<name>.yaml by name; undefined where one does not parse), to show real ids. */
  data: Readonly<Record<string, unknown>>;
}

/** An entry of a collection as its declaration sees it: a page that passed its template's schema. */
export interface CollectionEntry {
  route: string;
  title: string;
  description: string;
  /** The template's validated front matter (or the YAML record). */
  data: unknown;
}

/** One entry of the feed. */
export interface FeedEntry {
  title: string;
  route: string;
  /** YYYY-MM-DD. */
  date: string;
  category?: string;
  description: string;
}

/** Keeps a declaration's item type (what its `items.of` gives) for `order` and `feed`. */
export const defineCollection = <Item>(declaration: CollectionDeclaration<Item>): CollectionDeclaration<Item> =>
  declaration;

/** The fields `:field` placeholders of a route pattern name (`/blog/:id` -> ['id']). */
export const routeFields = (pattern: string): string[] => [...pattern.matchAll(/:([a-zA-Z]\w*)/g)].map((m) => m[1]!);

/** A route pattern filled from an entry's fields, or undefined when one is missing. */
export function fillRoute(pattern: string, fields: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false;
  const route = pattern.replace(/:([a-zA-Z]\w*)/g, (_, name: string) => {
    const value = fields[name];
    if (typeof value !== 'string' && typeof value !== 'number') missing = true;
    return String(value);
  });
  return missing ? undefined : route;
}
