import type { Collections } from '../../kit/page-context';
import type { Problem } from '../../errors';
import type { Page } from './page';
import type { Redirect } from './resolve-routes';

/**
 * Expands pages whose template paginates into one page per generated route (the listing's
 * page 2, a category's pages). A generated route that another page or a redirect already has
 * is a problem naming the content file that asked for it.
 */
export function expandPages(
  pages: readonly Page[],
  collections: Collections,
  redirects: readonly Redirect[],
): { pages: Page[]; problems: Problem[] } {
  const taken = new Set([...pages.map((p) => p.route), ...redirects.filter((r) => !r.wildcard).map((r) => r.from)]);
  const problems: Problem[] = [];
  const expanded: Page[] = [];
  for (const page of pages) {
    if (!page.template.paginate) {
      expanded.push(page);
      continue;
    }
    const routes = page.template.paginate(
      { route: page.route, title: page.title, description: page.description, data: page.data },
      collections,
    );
    for (const generated of routes) {
      if (generated.route !== page.route && taken.has(generated.route)) {
        problems.push({
          file: page.source.file,
          message: `makes the route ${generated.route}, which another page or a redirect already has`,
          hint: 'Rename the other page, or remove the redirect.',
        });
        continue;
      }
      taken.add(generated.route);
      expanded.push({
        ...page,
        route: generated.route,
        title: generated.title,
        description: generated.description,
        data: generated.data,
      });
    }
  }
  return { pages: expanded, problems };
}
