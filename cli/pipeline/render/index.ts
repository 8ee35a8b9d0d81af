/**
 * Stage 4, render: React templates to HTML through react-dom/server, on worker threads when
 * there is enough work.
 *
 * Takes the loaded site, the render context (site config, data sets, routes, the bundles'
 * manifest) and the render keys (what each page was made from). Gives every page's HTML file
 * in the staging folder, rendered or reused from the cache when its key is unchanged, with the
 * record of its islands, features and inputs.
 */
export { writePages } from './write-pages';
export { RenderPool } from './render-pool';
export { POOL_FROM } from './render-pages';
export { createRenderKeys, schemaKey } from './render-keys';
export type { RenderContext } from './render-page';
export type { RenderKeys } from './render-keys';
export { BATCH } from './render-pool';
export { MarkdownAhead } from './markdown-ahead';
