/**
 * Stage 5, output: everything besides the pages, and the swap into place.
 *
 * Takes the built pages, the routes, the redirects and the bundles. Gives the files a host
 * serves: redirect stubs and the hosts' redirect files, the sitemap and robots.txt, the feed,
 * _headers with the Content-Security-Policy, and the same headers and redirects as vercel.json
 * and an nginx snippet; all written to a staging folder that replaces
 * dist/ only when the whole build succeeded, or (a folder this cache built last) whose changed
 * files are moved into dist/ only then.
 */
export { bodyClaimProblems, idsByFile, linkSpace, priceProblem, type ClaimingPage } from './body-claims';
export { buildIntoStaging, OutputWriter, removeLeftovers, removeStale } from './output-folder';
export { buildByUpdate, finishUpdate, mayUpdate } from './update-in-place';
export { writeSiteFiles } from './write-site-files';
export type { SitemapEntry } from './write-sitemap';
export type { WrittenFile } from './output-folder';
export { linkBuild } from './link-build';
