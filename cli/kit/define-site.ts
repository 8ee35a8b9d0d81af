import type { ComponentType, Context, ReactNode } from 'react';
import type { z } from 'zod';
import type { CollectionDeclaration } from './define-collection';
import type { AnyTemplate, TemplateDefinition } from './define-template';
import type { AuditGrading } from './audit-grade';
import type { Directives } from './csp/policy';
import type { EdgeWorker } from './edge-worker';
import type { FactsModel } from './facts';
import type { RelationsDeclaration } from './relations';
import type { DocumentProps, FirstImageClaim, RedirectPageProps, ShellProps } from './frame';
import type { AnySite, PageContext, SiteTypes } from './page-context';

/**
 * A site as the engine reads it: what content/ holds and how each page becomes HTML. The site
 * declares it in one module (templates/site.ts), as an Astro site declares its collections in
 * content.config.ts; the engine reaches the site through that module alone
 * (cli/pipeline/site/, docs/architecture.md "The site and the engine"). `S` is the site's own
 * types (its site.yaml, facts and collections), which its templates and frame are written for.
 */
export interface SiteDefinition<S extends SiteTypes = AnySite> {
  /** Its collections by name (docs/collections.md). */
  collections: Readonly<Record<string, CollectionDeclaration>>;
  /** Its page templates, by the name front matter gives in `template:` (docs/templates.md). */
  templates: Readonly<Record<string, TemplateDefinition<unknown, S>>>;
  /** The schema of each data set, content/data/<name>.yaml. */
  data: Readonly<Record<string, z.ZodType>>;
  /** The schema of content/site.yaml: the engine's keys (`siteConfigSchema` of the kit) and the site's own. */
  config: z.ZodType<S['config']>;
  /**
   * Its facts (docs/facts.md): the data sets that are their homes, how its facts object is made
   * from them, and its text directives. A site without facts leaves it out, and its content then
   * names none.
   */
  facts?: FactsModel<S['facts']>;
  /** What each widget's embed script bakes in, by widget: made from site.yaml and the data sets. */
  embeds: Readonly<Record<string, (config: S['config'], data: S['data']) => object>>;
  /**
   * The site-wide Content-Security-Policy (the header of every page; each page's meta policy is
   * made from it): exactly the services the site uses. Without it, SELF_ONLY_POLICY.
   */
  policy?(config: S['config']): Directives;
  /** What the relations between its facts read of it (docs/facts.md, "Relations"). */
  relations?: RelationsDeclaration;
  /** How `site audit` grades each route besides Lighthouse's scores (docs/cli.md, site audit), if at all. */
  audit?: AuditGrading;
  /** Its edge worker (dist/_worker.js and its deploy files). */
  edge?: {
    /** The worker for this site.yaml, if it has one. */
    worker(config: S['config']): EdgeWorker | undefined;
    /**
     * The variables of its host it reads, secrets among them (`PAGESPEED_API_KEY`): `site
     * preview` and `site dev` give it those of their own environment, as a host gives its own.
     */
    env: readonly string[];
  };
  /** The frame every page is rendered in. */
  frame: {
    /** The whole document around a page's body. */
    Document: ComponentType<DocumentProps<S['config']>>;
    /** What surrounds a page's content (banner, navigation, footer); rendered once per `shellKey`. */
    Shell: ComponentType<ShellProps<S['config']>>;
    /** What tells two routes' shells apart (which navigation link is current): equal keys, equal shells. */
    shellKey(site: S['config'], route: string): string;
    /** The page a redirect stub shows. */
    RedirectPage: ComponentType<RedirectPageProps>;
    /** Given to every page: which image may load first (the likely largest paint). */
    FirstImage: Context<FirstImageClaim | undefined>;
    /**
     * What the site's components read of every page from React context (its facts, its
     * switches), provided around each page; without it, nothing but the first-image claim.
     */
    Page?: ComponentType<{ context: PageContext<unknown, S>; children: ReactNode }>;
  };
}

/** A site definition as the engine holds it, whatever the site's own types. */
export type AnySiteDefinition = SiteDefinition<AnySite>;

/**
 * Keeps a site definition's types checked where it is written, and hands it to the engine. The
 * engine gives each of the site's functions and components what the site's own schemas parsed
 * (its site.yaml, its pages' front matter), so a site's types hold for everything it is given.
 */
export function defineSite<S extends SiteTypes>(site: SiteDefinition<S>): AnySiteDefinition {
  return site as unknown as AnySiteDefinition;
}

export type { AnyTemplate };
export type { FactHome } from './facts';
