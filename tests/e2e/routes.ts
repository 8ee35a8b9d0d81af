import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRedirectsFile } from '../../cli/lib/redirects-file';
import { loadSite } from '../../cli/pipeline/content/load-site';
import { REPO_ROOT } from '../support/fixtures';

/** The site as the e2e build sees it, loaded once per process (every spec file asks for it). */
let loaded: ReturnType<typeof loadSite> | undefined;
const theSite = () => (loaded ??= loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true }));

/**
 * Every route the e2e build renders (indexable pages, the 404 page and noindex pages), read
 * from content/ so test files can list them before the build exists.
 */
export async function siteRoutes(): Promise<string[]> {
  const site = await theSite();
  return site.pages.map((p) => p.route).sort();
}

/**
 * One route per template and per set of islands: what differs between pages in the browser's
 * eyes (styles, scripts, the page's own CSP). `site check` covers every page statically.
 */
export async function templateRoutes(): Promise<string[]> {
  const site = await theSite();
  const seen = new Map<string, string>();
  for (const page of [...site.pages].sort((a, b) => a.route.localeCompare(b.route)))
    if (!seen.has(page.templateName)) seen.set(page.templateName, page.route);
  return [...seen.values()].sort();
}

/** A path to ask for, and the page route it must end on. */
export interface Visit {
  from: string;
  route: string;
  /** The path is a `_redirects` rule's own `from` (a splat's with a path below it). */
  rule?: true;
}

/** `/a` <-> `/a/`; the root has one form. */
export const otherForm = (route: string) =>
  route === '/' ? undefined : route.endsWith('/') ? route.slice(0, -1) : `${route}/`;

/**
 * Every page route of a build in `dist` (the not-found pages are misses by design) in both forms,
 * and every 301 rule of its `_redirects` in both forms: what every host must answer.
 */
export async function routeVisits(dist: string): Promise<Visit[]> {
  const routes = (await siteRoutes()).filter((route) => !/(^|\/)404$/.test(route));
  const rules = parseRedirectsFile(await readFile(path.join(dist, '_redirects'), 'utf8')).filter(
    (rule) => rule.status === 301,
  );
  const list: Visit[] = routes.flatMap((route) =>
    [route, otherForm(route)].flatMap((from) => (from ? [{ from, route }] : [])),
  );
  for (const rule of rules) {
    const from = rule.splat ? `${rule.from}some/old/Path` : rule.from;
    list.push({ from, route: rule.to, rule: true });
    const other = otherForm(from);
    if (other && !routes.includes(other)) list.push({ from: other, route: rule.to });
  }
  return list;
}
