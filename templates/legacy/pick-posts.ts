import type { PostSummary } from '../model/page-context';

/**
 * The blog entries at `routes`, in that order. Listing pages name articles by route (`post` and
 * `posts` fields, checked against content/blog/ when content loads) and read their title,
 * excerpt, date and category from the blog collection, so nothing is typed twice.
 */
export function pickPosts(blog: readonly PostSummary[], routes: readonly string[]): PostSummary[] {
  const byRoute = new Map(blog.map((post) => [post.route, post]));
  return routes.flatMap((route) => byRoute.get(route) ?? []);
}

/** "Latest: January 2025" (required wording): the month of the newest date. */
export function latestMonth(posts: readonly PostSummary[]): string | undefined {
  const newest = posts
    .map((p) => p.date)
    .sort()
    .at(-1);
  if (!newest) return undefined;
  return new Date(`${newest}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

/** "5 Articles Published" (required wording), counted from the list. */
export function articleCountText(count: number): string {
  return `${count} ${count === 1 ? 'Article' : 'Articles'} Published`;
}
