import type { CloudProvider } from './cloud-provider-schema';
import type { DataSets } from './data/index';
import type { Facts } from './facts/facts';
import type { EngineCollections, PageContext as SitePageContext } from '../../cli/kit/page-context';
import type { SiteConfig } from './site-config';

export type { BodySection, Heading, RouteTable, WildcardRedirect } from '../../cli/kit/page-context';

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

/** Data a template may read besides its own page; declared in `uses` so `dev` knows what to rebuild. */
export interface Collections extends DataSets, EngineCollections {
  blog: readonly PostSummary[];
  /** The provider guides of content/cloud/, by slug. */
  cloud: readonly CloudProvider[];
}
export type CollectionName = keyof Collections;

/** This site's types, as its templates see them. */
export interface ChinookSite {
  config: SiteConfig;
  facts: Facts;
  data: DataSets;
  collections: Collections;
}

/** What a page template of this site receives. */
export type PageContext<Data> = SitePageContext<Data, ChinookSite>;
