import type { ImageLookup } from './image';
import type { SiteConfig } from './site-config';

/** A heading of a rendered Markdown body, for tables of contents and anchor checks. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** One `## Question {#id}` section of a rendered Markdown body (for templates that ask for them). */
export interface BodySection {
  id: string;
  /** The heading's text. */
  title: string;
  /** The HTML under the heading, up to the next level-2 heading. */
  html: string;
  /** The same as plain text (for structured data). */
  text: string;
}

/** A `/*` redirect, resolved in the browser by the 404 page on hosts without `_redirects`. */
export interface WildcardRedirect {
  /** The prefix without the `*`, e.g. `/contact-me/`. */
  prefix: string;
  to: string;
}

/**
 * The routes the site builds and its exact redirects, for the 404 page: on a host that maps no
 * clean URLs or reads no `_redirects`, its script sends a miss to the page it meant.
 */
export interface RouteTable {
  /** Every page route but the not-found pages', as written (`/about`, `/sample-page/`). */
  routes: readonly string[];
  /** The exact redirects, `[from, to]`, `to` a page route. */
  redirects: readonly (readonly [string, string])[];
}

/** The collections the engine makes for every site, beside the site's own and its data sets. */
export interface EngineCollections {
  wildcardRedirects: readonly WildcardRedirect[];
  routeTable: RouteTable;
}

/**
 * A site's types, as its templates see them: its site.yaml, its facts, its data sets and what its
 * templates may read as `collections` (its collections' items, its data sets and the engine's own). A site
 * names its own (templates/model/page-context.ts); the engine holds every site as this one.
 */
export interface SiteTypes {
  config: SiteConfig;
  facts: unknown;
  /** Its data sets (content/data/<name>.yaml), by name, as its schemas parse them. */
  data: object;
  collections: EngineCollections;
}

/** Any site: what the engine knows of every one (it reads a collection by name only through `uses`). */
export type AnySite = SiteTypes;

/** A name a template may list in `uses`. */
export type CollectionName<S extends SiteTypes = AnySite> = keyof S['collections'] & string;

/** What a page template receives. */
export interface PageContext<Data, S extends SiteTypes = AnySite> {
  site: S['config'];
  /** The facts the site's data sets declare (its `facts`), by id; every id in content is checked at load. */
  facts: S['facts'];
  page: {
    route: string;
    /** Absolute canonical URL. */
    url: string;
    title: string;
    description: string;
    /** The Markdown body rendered to HTML (trusted: produced by the build from content/). */
    html: string;
    /** The same body with its first image loaded eagerly, when it shows one (see Prose). */
    eagerHtml?: string;
    headings: readonly Heading[];
    /** The body split at its level-2 headings, for templates that declare `bodySections`. */
    sections?: { intro: string; sections: readonly BodySection[] };
    data: Data;
  };
  /** An image the pipeline made from content/, by its path there (`images/founder.jpg`). */
  image: ImageLookup;
  collections: S['collections'];
}

/** What any site's templates may read as `collections`, as the engine holds them: by name. */
export type Collections = EngineCollections & Readonly<Record<string, unknown>>;
