import type { ComponentType, Context } from 'react';
import type { z } from 'zod';
import type { FirstImageClaim } from './components/first-image';
import type { DocumentProps } from './Document';
import type { RedirectPageProps } from './RedirectPage';
import type { ShellProps } from './Shell';
import type { CollectionDeclaration } from '../cli/kit/define-collection';
import type { AnyTemplate } from './model/define-template';
import type { DataSets } from './model/data/index';
import type { SiteConfig } from './model/site-config';

/**
 * A site as the engine reads it: what content/ holds and how each page becomes HTML. The site
 * declares it in one module (templates/site.ts), as an Astro site declares its collections in
 * content.config.ts; the engine reaches the site through that module alone
 * (cli/pipeline/site/, docs/architecture.md "The site and the engine").
 */
export interface SiteDefinition {
  /** Its collections by name (docs/collections.md). */
  collections: Readonly<Record<string, CollectionDeclaration>>;
  /** Its page templates, by the name front matter gives in `template:` (docs/templates.md). */
  templates: Readonly<Record<string, AnyTemplate>>;
  /** The schema of each data set, content/data/<name>.yaml. */
  data: Readonly<Record<string, z.ZodType>>;
  /** The schema of content/site.yaml. */
  config: z.ZodType<SiteConfig>;
  /**
   * The data sets that are the homes of facts (the ids `{{person.*}}`, `{{offer.*}}` and
   * `{{fact.*}}` name, and front matter's references): each home's data set and where its records
   * are in it. A site without facts leaves it out, and its content then names none.
   */
  facts?: Readonly<Record<'people' | 'offers' | 'company', FactHome>>;
  /** What each widget's embed script bakes in, by widget (widgets/<name>/embed-settings.ts types it). */
  embeds: Readonly<Record<string, EmbedSettingsOf>>;
  /** The frame every page is rendered in. */
  frame: {
    /** The whole document around a page's body. */
    Document: ComponentType<DocumentProps>;
    /** What surrounds a page's content (banner, navigation, footer); rendered once per `shellKey`. */
    Shell: ComponentType<ShellProps>;
    /** What tells two routes' shells apart (which navigation link is current): equal keys, equal shells. */
    shellKey(site: SiteConfig, route: string): string;
    /** The page a redirect stub shows. */
    RedirectPage: ComponentType<RedirectPageProps>;
    /** Given to every page: which image may load first (the likely largest paint). */
    FirstImage: Context<FirstImageClaim | undefined>;
  };
}

/** Where facts of one kind live: a data set (content/data/<data>.yaml) and the path of its records in it. */
export interface FactHome {
  data: string;
  records: readonly string[];
}

/** A widget's embed settings from site.yaml and the data sets. */
export type EmbedSettingsOf = (config: SiteConfig, data: DataSets) => object;

/** Keeps a site definition's types checked where it is written. */
export const defineSite = (site: SiteDefinition): SiteDefinition => site;
