/**
 * Stage 1, content: reads content/ and validates it.
 *
 * Takes the content folder, `--set` overrides and the front matter a previous build validated.
 * Gives a LoadedSite: the checked site.yaml, every page with its validated front matter and
 * body, the data sets, the cloud guides, the redirects and the facts, with every reference
 * (`person:`, `offer:`, `:fact[id]`…) resolved. Any problem is a ContentError naming the file,
 * the line or field, and what to do.
 */
export { loadSite, type LoadedSite } from './load-site';
export type { Page } from './page';
export { FrontMatterCache } from './front-matter-cache';
export { assertDirectory, cardOnlyImages, countPageFiles, socialCards } from './content-facts';
export { missingDataImages } from './page-images';
