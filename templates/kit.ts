/**
 * What a site imports of the generator, as `chinook-site/kit` (package.json "exports"): how it
 * declares itself, its collections and templates and its own types, the schemas the engine
 * reads (site.yaml's keys, the fields every page has), and the parts of a page frame a site may
 * take as they are. A site made by `site init` imports nothing else of the generator
 * (tests/fixtures/mini-site). Everything here is the engine's (cli/kit/) but the frame parts.
 */
export { z } from 'zod';
export { defineSite, type SiteDefinition, type AnySiteDefinition } from '../cli/kit/define-site';
export {
  defineCollection,
  type CollectionDeclaration,
  type CollectionEntry,
  type CollectionScaffold,
} from '../cli/kit/define-collection';
export {
  templatesOf,
  pageFields,
  isoDate,
  type AnyTemplate,
  type TemplateDefinition,
  type TemplateHead,
} from '../cli/kit/define-template';
export type { EngineCollections, PageContext, SiteTypes } from '../cli/kit/page-context';
export { siteConfigSchema, httpUrl, optionalUrl, flag, type SiteConfig } from '../cli/kit/site-config';
export type { FactHome, FactsModel } from '../cli/kit/facts';
export type { EdgeWorker } from '../cli/kit/edge-worker';
export { SELF_ONLY_POLICY } from '../cli/kit/csp/page-policy';
export type { Directives } from '../cli/kit/csp/policy';
export type { DocumentProps, ShellProps } from '../cli/kit/frame';
export { RedirectPage } from './RedirectPage';
export { FirstImage } from './components/first-image';
export { serializeJsonForScript } from '../widgets/shared/json-script';
