/**
 * What a site imports of the generator, as `chinook-site/kit` (package.json "exports"): how it
 * declares itself, its collections and templates, the schemas the engine reads (site.yaml's,
 * the fields every page has), and the parts of a page frame a site may take as they are. A site
 * made by `site init` imports nothing else of the generator (tests/fixtures/mini-site).
 */
export { z } from 'zod';
export { defineSite, type SiteDefinition, type FactHome } from './define-site';
export {
  defineCollection,
  type CollectionDeclaration,
  type CollectionEntry,
  type CollectionScaffold,
} from '../cli/kit/define-collection';
export { defineTemplate, pageFields, isoDate, type AnyTemplate } from './model/define-template';
export type { PageContext } from './model/page-context';
export { siteConfigSchema, type SiteConfig } from './model/site-config';
export type { DocumentProps } from './Document';
export type { ShellProps } from './Shell';
export { RedirectPage } from './RedirectPage';
export { FirstImage } from './components/first-image';
export { pagePolicy } from './csp';
export { serializeJsonForScript } from '../widgets/shared/json-script';
export { RUNTIME_CONFIG_ID } from '../widgets/shared/runtime-config';
