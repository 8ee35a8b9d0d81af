import type { CloudProvider } from '../../../templates/model/cloud-provider-schema';
import type { ArticleData } from '../../../templates/model/article-schema';
import type { CollectionName, Collections, PostSummary, RouteTable } from '../../../templates/model/page-context';
import { BuildError } from '../../errors';
import type { Page } from './page';
import type { Redirect } from './resolve-routes';

/** The data sets templates may read: blog summaries (newest first), cloud guides (by slug) and the wildcard redirects. */
export function buildCollections(
  pages: readonly Page[],
  redirects: readonly Redirect[],
): Pick<Collections, 'blog' | 'cloud' | 'wildcardRedirects'> {
  const blog: PostSummary[] = pages
    .filter((page) => page.collection === 'blog')
    .map((page) => {
      const data = page.data as ArticleData;
      return {
        route: page.route,
        ...(data.id === undefined ? {} : { id: data.id }),
        title: page.title,
        excerpt: data.excerpt,
        category: data.category,
        date: data.date,
        readTime: data.readTime,
        featured: data.featured ?? false,
        icon: data.icon,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || (a.id ?? 0) - (b.id ?? 0));
  const wildcardRedirects = redirects.filter((r) => r.wildcard).map((r) => ({ prefix: r.from.slice(0, -1), to: r.to }));
  const cloud = pages
    .filter((page) => page.collection === 'cloud')
    .map((page) => page.data as CloudProvider)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  return { blog, cloud, wildcardRedirects };
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
export function collectionsFor(all: Collections, uses: readonly CollectionName[], file: string): Collections {
  const view = {} as Collections;
  for (const name of Object.keys(all) as CollectionName[]) {
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
