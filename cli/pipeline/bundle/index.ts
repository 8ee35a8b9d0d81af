/**
 * Stage 3, bundle: esbuild over widgets/ and templates/styles/.
 *
 * Takes the site config (which islands and embeds exist, their settings). Gives the site's
 * browser bundles (island entries, page features, the inlined stylesheet with its CSP hash) as
 * an asset manifest, the self-contained embed scripts for partner pages, the edge worker when
 * the PageSpeed proxy is on, and the size budgets measured gzipped. Bundles are cached by the
 * hash of their source folders.
 */
export { measureBudgets } from './budgets';
export { bundleSourcesKey, cachedBundle } from './bundle-cache';
export { edgeFiles } from './bundle-edge';
export { bundleEmbeds, embedNames } from './bundle-embeds';
export { bundleSite, SITE_BUNDLE_LAYOUT, type SiteBundle } from './bundle-site';
export { embedSettings } from './embed-settings';
export { LIMITS } from './budgets';
export type { AssetManifest, EntryAssets, InlineStylesheet } from './asset-manifest';
