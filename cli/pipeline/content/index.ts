/**
 * Stage 1, content: reads content/ and validates it.
 *
 * Takes the content folder, `--set` overrides and the front matter a previous build validated.
 * Gives a LoadedSite: the checked site.yaml, every page with its validated front matter and
 * body, the data sets, the cloud guides, the redirects and the facts, with every reference
 * (`person:`, `offer:`, `:fact[id]`…) resolved. Any problem is a ContentError naming the file,
 * the line or field, and what to do.
 */
export type { Page } from './page';
export { FrontMatterCache } from './front-matter-cache';
export { assertDirectory, cardOnlyImages, countPageFiles, socialCards } from './content-facts';
export { missingDataImages, withImageLines } from './page-images';
export { whereShown } from './where-shown';
export { missingSiteImage } from './site-image';
export type { BodyTraits } from './body-traits';
export type { DataImage } from './load-data';
export type { Redirect } from './resolve-routes';
export { factDataSets } from './references/load-facts';
export { feedFolder } from './declared-collections';
export { bodyTraits } from './body-traits';
export { buildCollections } from './collections';
export { buildRouteTable } from './collections';
export { cachedPage } from './cached-page';
export { collectionsFor } from './collections';
export { expandPages } from './expand-pages';
export { fieldName } from './references/check-references';
export { fileStamp } from './body-traits';
export { imageFields } from './image-fields';
export { imagesShownBy } from './page-images';
export { knownIds } from './references/check-references';
export { loadYamlEntries } from './load-yaml-entries';
export {
  collectionOfFile,
  declaredCollections,
  fileOfRoute,
  imageFolders,
  isMarkdownEntry,
  referableCollections,
} from './declared-collections';
export { loadConfig } from './load-config';
export { loadData } from './load-data';
export { loadPages } from './load-pages';
export { loadRedirects } from './load-redirects';
export { missingImages } from './page-images';
export { resolvePage } from './references/load-facts';
export { resolveReferences } from './references/load-facts';
export { resolveRoutes } from './resolve-routes';
export { routeToFile } from './page';
export { traitsOf } from './body-traits';
export { placeholderProblems } from './placeholders';
export { priceContradictions, type PriceContradiction, type PricedOffer } from './prose-prices';
export { pageDir } from './page';
export { parseFrontMatter, type ParsedFrontMatter } from './parsed-front-matter';
export { loadSite, type LoadedSite } from './load-site';
export { figuresOf, type Figure, type FigureKind } from './figures';
export { loadConfigWithMarkdown, type ConfigWithMarkdown } from './config-with-markdown';
