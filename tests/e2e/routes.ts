import path from 'node:path';
import { loadSite } from '../../cli/pipeline/markdown/load-site';
import { REPO_ROOT } from '../support/fixtures';

/**
 * Every route the e2e build renders (indexable pages, the 404 page and noindex pages), read
 * from content/ so test files can list them before the build exists.
 */
export async function siteRoutes(): Promise<string[]> {
  const site = await loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true });
  return site.pages.map((p) => p.route).sort();
}

/**
 * One route per template and per set of islands: what differs between pages in the browser's
 * eyes (styles, scripts, the page's own CSP). `site check` covers every page statically.
 */
export async function templateRoutes(): Promise<string[]> {
  const site = await loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true });
  const seen = new Map<string, string>();
  for (const page of [...site.pages].sort((a, b) => a.route.localeCompare(b.route)))
    if (!seen.has(page.templateName)) seen.set(page.templateName, page.route);
  return [...seen.values()].sort();
}
