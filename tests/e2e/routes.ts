import path from 'node:path';
import { loadSite } from '../../cli/build/load-site';
import { REPO_ROOT } from '../support/fixtures';

/**
 * Every route the e2e build renders (indexable pages, the 404 page and noindex pages), read
 * from content/ so test files can list them before the build exists.
 */
export async function siteRoutes(): Promise<string[]> {
  const site = await loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true });
  return site.pages.map((p) => p.route).sort();
}
