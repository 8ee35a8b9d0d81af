import type { CollectionDeclaration } from '../../kit/define-collection';
import type { Collections, RouteTable, WildcardRedirect } from '../../kit/page-context';
import { BuildError } from '../../errors';
import type { Page } from './page';
import type { Redirect } from './resolve-routes';

/**
 * What templates read of the collections (`collections.<name>`): for each declaration that gives
 * items, an item per entry in its order; and the wildcard redirects.
 */
export function buildCollections(
  pages: readonly Page[],
  redirects: readonly Redirect[],
  declarations: Readonly<Record<string, CollectionDeclaration>>,
): Record<string, readonly unknown[]> & { wildcardRedirects: readonly WildcardRedirect[] } {
  const built: Record<string, unknown[]> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const { items } = declaration;
    if (!items) continue;
    built[name] = pages
      .filter((page) => page.collection === name)
      .map(({ route, title, description, data }) => items.of({ route, title, description, data }));
    if (items.order) built[name].sort((a, b) => items.order!(a, b));
  }
  const wildcardRedirects = redirects.filter((r) => r.wildcard).map((r) => ({ prefix: r.from.slice(0, -1), to: r.to }));
  return { ...built, wildcardRedirects };
}

/**
 * The routes (after pagination) and exact redirects the 404 page carries. The not-found pages
 * (`/404`, `/cloud/404`) are left out: a visit there is a miss already answered.
 */
export function buildRouteTable(pages: readonly Page[], redirects: readonly Redirect[]): RouteTable {
  return {
    routes: pages
      .map((page) => page.route)
      .filter((route) => !/(^|\/)404$/.test(route))
      .sort(),
    redirects: redirects.filter((r) => !r.wildcard).map((r) => [r.from, r.to] as const),
  };
}

/**
 * The collections as one template sees them: reading one it did not declare in `uses`
 * fails the build, so the recorded inputs of each page (for incremental rebuilds) stay true.
 */
export function collectionsFor<C extends object = Collections>(all: C, uses: readonly string[], file: string): C {
  const view = {} as C;
  for (const name of Object.keys(all) as (keyof C & string)[]) {
    Object.defineProperty(view, name, {
      enumerable: true,
      get: () => {
        if (!uses.includes(name)) {
          throw new BuildError(`The template of ${file} reads collections.${name} but does not list it in \`uses\`.`);
        }
        return all[name];
      },
    });
  }
  return view;
}
