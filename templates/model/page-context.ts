import type { CloudProvider } from './cloud-provider-schema';
import type { DataSets } from './data/index';
import type { Facts } from './facts/facts';
import type { ImageLookup } from '../../cli/kit/image';
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

/** A blog entry as listings see it (the page itself gets the full body). */
export interface PostSummary {
  route: string;
  id?: number;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readTime: number;
  featured: boolean;
  icon: string;
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

/** Data a template may read besides its own page; declared in `uses` so `dev` knows what to rebuild. */
export interface Collections extends DataSets {
  blog: readonly PostSummary[];
  /** The provider guides of content/cloud/, by slug. */
  cloud: readonly CloudProvider[];
  wildcardRedirects: readonly WildcardRedirect[];
  routeTable: RouteTable;
}
export type CollectionName = keyof Collections;

/** What a page template receives. */
export interface PageContext<Data> {
  site: SiteConfig;
  /** People, offers and company facts by id (content/data/); every id in content is checked at load. */
  facts: Facts;
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
  collections: Pick<Collections, CollectionName>;
}
