import { readJsonScript } from '../shared/json-script';

interface WildcardRule {
  prefix: string;
  to: string;
}

/** The routes and exact redirects the 404 page carries (templates/model/page-context.ts, RouteTable). */
export interface RouteTable {
  routes: readonly string[];
  redirects: readonly (readonly [string, string])[];
}

/** The target for `pathname` under the `/*` rules, or undefined. Longest prefix wins. */
export function matchWildcard(pathname: string, rules: readonly WildcardRule[]): string | undefined {
  const matches = rules.filter((r) => pathname.startsWith(r.prefix) || `${pathname}/` === r.prefix);
  matches.sort((a, b) => b.prefix.length - a.prefix.length);
  return matches[0]?.to;
}

/** `/a`, `/a/`, `/a.html` and `/a/index.html` all name the page `/a`. */
const bare = (path: string) => path.replace(/(\/index)?\.html$|\/$/, '') || '/';

/**
 * Where the 404 page at `path` should send the visitor, or undefined for a real miss:
 * an exact redirect; a route the host did not serve in this form (`/contact/` for `/contact`,
 * `/sample-page` for `/sample-page/`, `/about.html`); the route itself when the host maps no clean
 * URLs (S3, plain nginx answer `/about` with the 404 page: then `/about.html`, the file); a
 * redirect in another form (`/blogs/`); a wildcard redirect. Never the file form it is at, so a
 * host that has lost a page's file ends there rather than in a loop.
 */
export function resolveMiss(path: string, table: RouteTable, wildcards: readonly WildcardRule[]): string | undefined {
  const exact = table.redirects.find(([from]) => from === path);
  if (exact) return exact[1];
  const key = bare(path);
  const route = table.routes.find((r) => bare(r) === key);
  if (route !== undefined) {
    const file = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
    return path === route ? file : path === file ? undefined : route;
  }
  return table.redirects.find(([from]) => bare(from) === key)?.[1] ?? matchWildcard(path, wildcards);
}

/**
 * On the 404 page: send a miss to the page it meant, on hosts that ignore `_redirects` or serve
 * no clean URLs (GitHub Pages, S3, plain nginx). The query and fragment go along. True when it
 * leaves the page.
 */
export function followNotFoundRedirect(doc: Document): boolean {
  const table = readJsonScript<RouteTable>(doc, '#route-table');
  const wildcards = readJsonScript<WildcardRule[]>(doc, '#wildcard-redirects');
  const location = doc.defaultView?.location;
  if (!location || !(table || wildcards)) return false;
  const target = resolveMiss(location.pathname, table ?? { routes: [], redirects: [] }, wildcards ?? []);
  if (!target || target === location.pathname) return false;
  const [to, hash] = target.split('#');
  location.replace(`${to}${location.search}${hash === undefined ? location.hash : `#${hash}`}`);
  return true;
}
