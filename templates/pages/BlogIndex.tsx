import { z } from 'zod';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { Pager } from '../components/Pager';
import { PostCard } from '../components/PostCard';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext, PostSummary } from '../model/page-context';
import { blogListings, categorySlug, type ListingPage } from '../pagination';

export const blogIndexSchema = z.strictObject({
  template: z.literal('blog-index'),
  ...pageFields,
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Category chips after 'All Posts'; each links to its own listing. */
  categories: z.array(z.string().min(1)).min(1),
  /** Titles and descriptions of the generated listings: {category}, {page} and {count} are filled in. */
  categoryTitle: z.string().includes('{category}'),
  /** A category's lead and description when it has no intro of its own below. */
  categoryDescription: z.string().includes('{category}'),
  /** Each category's own intro, by its name: the listing's lead and its description. */
  categoryIntros: z.record(z.string().min(1), z.string().min(1)).optional(),
  pageSuffix: z.string().includes('{page}'),
  empty: z.string().min(1),
  newsletter: z.strictObject({ title: z.string(), text: z.string(), cta: z.string() }),
});
type BlogIndexData = z.infer<typeof blogIndexSchema> & {
  /** Set by `paginate`: the posts of this page of this listing. */
  listing?: ListingPage & { featured?: PostSummary; categories: string[]; base: string };
};

const ALL = 'All Posts';
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
/** A category listing's lead: the category's own intro, else the shared sentence with its name. */
const categoryIntro = (data: BlogIndexData, category: string) =>
  data.categoryIntros?.[category] ?? fill(data.categoryDescription, { category });

/**
 * The blog listing, 12 posts a page (/blog, /blog/page/2, ...), and one listing per category
 * (/blog/category/<slug>): the category chips are links, so they work without JavaScript.
 */
export function BlogIndex({ page }: PageContext<BlogIndexData>) {
  const { data } = page;
  const listing = data.listing!;
  const heading = listing.category ?? data.heading;
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Blog', ...(page.route === listing.base ? {} : { href: listing.base }) },
  ];
  if (listing.category)
    crumbs.push({ label: listing.category, ...(listing.number > 1 ? { href: listing.routes[0]! } : {}) });
  if (listing.number > 1) crumbs.push({ label: `Page ${listing.number}` });
  return (
    <div className="blog-index">
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={crumbs} />
          <h1>
            {heading}
            {listing.number > 1 && (
              <span className="blog-index__page">
                {fill(data.pageSuffix, { page: listing.number, count: listing.count })}
              </span>
            )}
          </h1>
          <p className="page-hero__lead">{listing.category ? categoryIntro(data, listing.category) : data.intro}</p>
        </div>
      </header>
      <section className="container blog-index__posts" aria-labelledby="latest-title">
        <h2 className="sr-only" id="latest-title">
          {listing.category ? `${listing.category} posts` : 'Latest posts'}
        </h2>
        <nav className="chips" aria-label="Blog categories">
          {[ALL, ...listing.categories].map((category) => {
            const href = category === ALL ? listing.base : `${listing.base}/category/${categorySlug(category)}`;
            const current = (listing.category ?? ALL) === category;
            return (
              <a key={category} className="chip" href={href} aria-current={current ? 'page' : undefined}>
                {category}
              </a>
            );
          })}
        </nav>
        {listing.featured && <PostCard post={listing.featured} variant="featured" />}
        {listing.posts.length > 0 ? (
          <div className="card-grid">
            {listing.posts.map((post) => (
              <PostCard key={post.route} post={post} />
            ))}
          </div>
        ) : (
          <p className="blog-index__empty">{data.empty}</p>
        )}
        <Pager routes={listing.routes} current={listing.number} label={`${heading} pages`} />
      </section>
      <ClosingCallToAction
        cta={{
          title: data.newsletter.title,
          text: data.newsletter.text,
          primary: { label: data.newsletter.cta, href: '/contact', track: 'blog_newsletter' },
        }}
      />
    </div>
  );
}

/** The newest date a listing page shows (its featured post included), for the sitemap. */
function lastmodOf(listing: BlogIndexData['listing']): { lastmod?: string } {
  const dates = [listing?.featured?.date, ...(listing?.posts ?? []).map((p) => p.date)]
    .filter((d): d is string => Boolean(d))
    .sort();
  return dates.length ? { lastmod: dates[dates.length - 1]! } : {};
}

export const blogIndexTemplate = defineTemplate<BlogIndexData>({
  schema: blogIndexSchema,
  component: BlogIndex,
  uses: ['blog'],
  // Everything a listing shows is in its generated data (its page of posts).
  select: () => null,
  paginate: (page, collections) => {
    const { featured, pages, categories } = blogListings(page.route, collections.blog, page.data.categories);
    return pages.map((listing) => {
      const suffix =
        listing.number > 1 ? fill(page.data.pageSuffix, { page: listing.number, count: listing.count }) : '';
      const title = listing.category ? fill(page.data.categoryTitle, { category: listing.category }) : page.title;
      const description = listing.category ? categoryIntro(page.data, listing.category) : page.description;
      return {
        route: listing.routes[listing.number - 1]!,
        title: `${title}${suffix}`,
        description: suffix ? `${description}${suffix}` : description,
        data: {
          ...page.data,
          listing: {
            ...listing,
            categories,
            base: page.route,
            ...(featured && !listing.category && listing.number === 1 ? { featured } : {}),
          },
        },
      };
    });
  },
  head: ({ site, page }) => ({
    ...lastmodOf(page.data.listing),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.site.brand} blog`,
        url: page.url,
        description: page.description,
      },
    ],
  }),
});
