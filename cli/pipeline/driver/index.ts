/**
 * The build driver: the one way every caller builds (a command, `site dev`'s builder, the
 * benchmark, the tests). The planner (../plan/) decides how much of the pipeline a build runs;
 * the driver carries it out: nothing, a linked folder, the edited bodies alone, or the stages in
 * order (content, images, bundle, render, output). What loads the renderer, the templates or the
 * Markdown pipeline is loaded on demand, so a build found up to date loads none of them.
 */
export { runBuild, runPipeline, type BuildRequest, type Printed, type RunBuild } from './run-build';
export { formatPlan, formatSummary } from './build-report';
export type { BuildOptions, BuildProgress, BuildResult, BuiltPage } from './types';

/** The incremental builder a long-lived process keeps (site dev), loaded with the whole pipeline. */
export const loadSiteBuilder = async () => (await import('./site-builder')).SiteBuilder;

/** `site cache seed`: a whole build that rewrites the content's image seed. */
export const loadSeedImages = async () => (await import('./seed-images')).seedImages;
