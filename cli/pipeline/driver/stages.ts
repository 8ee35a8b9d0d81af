/**
 * The pipeline's stages in the order a build first awaits each one's work: the content loaded and
 * validated, the images made, the bundles waited for, the pages rendered, the site files written.
 * (The bundles start first, while the content loads; a stage counts from when the build waits on
 * it.) docs/architecture.md lists them in this order and the import rules keep it
 * (.dependency-cruiser.cjs); a test holds the three and a real build equal.
 */
export const STAGE_ORDER = ['content', 'images', 'bundle', 'render', 'output'] as const;
export type Stage = (typeof STAGE_ORDER)[number];

/** The step of the build's timer (its progress and its slowest steps) in which each stage's work is awaited. */
export const STAGE_STEP: Readonly<Record<Stage, string>> = {
  content: 'load content',
  images: 'images',
  bundle: 'bundle (wait)',
  render: 'pages',
  output: 'site files',
};
