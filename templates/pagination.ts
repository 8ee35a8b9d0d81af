import GithubSlugger from 'github-slugger';
import type { PostSummary } from './model/page-context';

/** Posts per listing page (the build-speed issue: 12 a page). */
export const POSTS_PER_PAGE = 12;

/** One page of a paginated listing, as its template renders it. */
export interface ListingPage {
  /** 1-based. */
  number: number;
  count: number;
  posts: PostSummary[];
  /** The route of each page of this listing, first to last. */
  routes: string[];
  /** The category this listing shows, or undefined for all posts. */
  category?: string;
}

/** `/blog`, `/blog/page/2`, ...; `/blog/category/seo`, `/blog/category/seo/page/2`, ... */
export function listingRoute(base: string, number: number): string {
  return number === 1 ? base : `${base}/page/${number}`;
}

/** A category's URL slug: lower case, dashes ("UX Design" -> "ux-design"). */
export function categorySlug(category: string): string {
  return new GithubSlugger().slug(category);
}

/** Splits posts into pages of POSTS_PER_PAGE (one empty page when there are none). */
export function paginate(base: string, posts: readonly PostSummary[], category?: string): ListingPage[] {
  const count = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const routes = Array.from({ length: count }, (_, i) => listingRoute(base, i + 1));
  return routes.map((_, i) => ({
    number: i + 1,
    count,
    posts: posts.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE),
    routes,
    ...(category === undefined ? {} : { category }),
  }));
}

/**
 * Every listing of the blog: all posts (the featured one is shown above the first page and
 * not repeated in it) and one listing per category, named in front matter or used by a post.
 */
export function blogListings(base: string, posts: readonly PostSummary[], categories: readonly string[]) {
  const featured = posts.find((p) => p.featured);
  const all = paginate(
    base,
    posts.filter((p) => p !== featured),
  );
  const names = [...new Set([...categories, ...posts.map((p) => p.category)])];
  const byCategory = names.flatMap((name) =>
    paginate(
      `${base}/category/${categorySlug(name)}`,
      posts.filter((p) => p.category === name),
      name,
    ),
  );
  return { featured, pages: [...all, ...byCategory], categories: names };
}
