/**
 * The Markdown library the content and render stages use (not a stage of its own): one unified
 * processor (remark-parse, remark-gfm and remark-directive, or Sätteri, then the site's tree
 * plugins and the maintainer's, remark-rehype, rehype-stringify).
 *
 * Takes a page's body and the Markdown settings of content/site.yaml. Gives the body's HTML
 * with its outline, images, excerpt and reading time, or the problems found with their lines.
 * It imports no stage.
 */
export { createMarkdownRenderer, type MarkdownSettings, type MarkdownResult } from './render-markdown';
export { unusedPluginNotices } from './unused-plugins';
export type { BodyOptions, MarkdownImage } from './render-markdown';
export { MarkdownPacks } from './markdown-packs';
export { bodyProblem } from './body-problem';
export { loadMarkdownSettings } from './settings';
export type { MarkdownParser } from './processor';
