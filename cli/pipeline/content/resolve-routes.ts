import { ROUTE_PATTERN } from '../../kit/route-pattern';
import type { Problem } from '../../errors';
import type { Page } from './page';
import type { RedirectSource } from './load-redirects';

/** A redirect whose target is a page route (chains followed). */
export interface Redirect {
  from: string;
  to: string;
  wildcard: boolean;
}

export interface RoutesResult {
  routes: Map<string, Page>;
  redirects: Redirect[];
  problems: Problem[];
}

/**
 * Checks that routes are well formed and unique, and resolves every redirect to a page:
 * a target that is not a route, a redirect shadowing a page and a loop are all errors.
 * Routes that differ only by a trailing slash clash too: static hosts serve both URLs from
 * one of the two files (and redirect the other), so one page would silently hide the other.
 */
export function resolveRoutes(
  pages: readonly Page[],
  sources: readonly RedirectSource[],
  /** Routes of content files that failed to load: redirects to them wait for those files to be fixed. */
  failedRoutes: ReadonlySet<string> = new Set(),
): RoutesResult {
  const { routes, problems: routeProblems } = pageRoutes(pages);
  const rules = exactRedirects(sources, routes);
  const followed = followRedirects(sources, rules.exact, routes, failedRoutes);
  return {
    routes,
    redirects: followed.redirects,
    problems: [...routeProblems, ...rules.problems, ...followed.problems],
  };
}

/** Every page by its route, and why a page has none: a malformed route, or one another page takes. */
function pageRoutes(pages: readonly Page[]): { routes: Map<string, Page>; problems: Problem[] } {
  const problems: Problem[] = [];
  const routes = new Map<string, Page>();
  const bySlashless = new Map<string, Page>();
  for (const page of pages) {
    const other = routes.get(page.route);
    const sibling = bySlashless.get(withoutTrailingSlash(page.route));
    if (!ROUTE_PATTERN.test(page.route)) {
      problems.push({
        file: page.source.file,
        message: `gives the route ${page.route}, which is not a valid path`,
        hint: 'Use lower-case letters, digits and dashes in file names, or set `permalink`.',
      });
    } else if (other) {
      problems.push({
        file: page.source.file,
        line: page.source.lineOf(['permalink']),
        message: `has the route ${page.route}, which ${other.source.file} already has`,
        hint: 'Give one of them a different `permalink` (or `id`), or remove one.',
      });
    } else if (sibling) {
      problems.push({
        file: page.source.file,
        line: page.source.lineOf(['permalink']),
        message: `has the route ${page.route}, which differs from ${sibling.route} (${sibling.source.file}) only by a trailing slash`,
        hint: 'Hosts serve both URLs from one file, so one page would hide the other: give one of them a different `permalink`.',
      });
    } else {
      routes.set(page.route, page);
      bySlashless.set(withoutTrailingSlash(page.route), page);
    }
  }
  return { routes, problems };
}

/**
 * The exact (not wildcard) redirect rules by the path they redirect; a path redirected twice
 * and an exact rule shadowing a page are problems.
 */
function exactRedirects(
  sources: readonly RedirectSource[],
  routes: ReadonlyMap<string, Page>,
): { exact: Map<string, RedirectSource>; problems: Problem[] } {
  const problems: Problem[] = [];
  const exact = new Map<string, RedirectSource>();
  const seen = new Set<string>();
  for (const rule of sources) {
    const where = { file: rule.file, line: rule.line, field: `[${rule.index}].from` };
    if (seen.has(rule.from))
      problems.push({ ...where, message: `redirects ${rule.from} a second time`, hint: 'Keep one rule per path.' });
    else if (!rule.wildcard && routes.has(rule.from)) {
      problems.push({
        ...where,
        message: `${rule.from} is a page (${routes.get(rule.from)!.source.file}), so it cannot also redirect`,
        hint: 'Remove the redirect or the page.',
      });
    }
    seen.add(rule.from);
    if (!rule.wildcard) exact.set(rule.from, rule);
  }
  return { exact, problems };
}

/** Every redirect resolved to the page it ends at; a rule whose chain ends nowhere or loops is a problem. */
function followRedirects(
  sources: readonly RedirectSource[],
  exact: ReadonlyMap<string, RedirectSource>,
  routes: ReadonlyMap<string, Page>,
  failedRoutes: ReadonlySet<string>,
): { redirects: Redirect[]; problems: Problem[] } {
  const redirects: Redirect[] = [];
  const problems: Problem[] = [];
  for (const rule of sources) {
    const target = followChain(rule, exact, routes);
    if (typeof target === 'string') redirects.push({ from: rule.from, to: target, wildcard: rule.wildcard });
    else if (!failedRoutes.has(target.missing ?? ''))
      problems.push({ file: rule.file, line: rule.line, field: `[${rule.index}].to`, ...target });
  }
  return { redirects, problems };
}

function withoutTrailingSlash(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

/** The final page route of a redirect, or why there is none. */
function followChain(
  rule: RedirectSource,
  exact: ReadonlyMap<string, RedirectSource>,
  routes: ReadonlyMap<string, Page>,
): string | { message: string; hint: string; missing?: string } {
  const chain = [rule.from];
  let to = rule.to;
  for (;;) {
    const target = to.split('#')[0]!;
    if (routes.has(target)) return to;
    const next = exact.get(target);
    if (!next) {
      return {
        missing: target,
        message: `${to} is not a route the site builds`,
        hint: 'Point the redirect at an existing page, add that page, or remove the redirect.',
      };
    }
    if (chain.includes(target)) {
      return {
        message: `redirect loop: ${[...chain, target].join(' -> ')}`,
        hint: 'Make one of these redirects point at a page.',
      };
    }
    chain.push(target);
    to = next.to;
  }
}
