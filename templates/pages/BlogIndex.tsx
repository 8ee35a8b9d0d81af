import { z } from 'zod';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { PostCard } from '../components/PostCard';
import { defineTemplate, pageFields } from '../define-template';
import type { PageContext, PostSummary } from '../page-context';

export const blogIndexSchema = z.strictObject({
  template: z.literal('blog-index'),
  ...pageFields,
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Category chips after 'All Posts' (spec document 1, 2.11). */
  categories: z.array(z.string().min(1)).min(1),
  moreHeading: z.string().min(1),
  newsletter: z.strictObject({ title: z.string(), text: z.string(), cta: z.string() }),
});
type BlogIndexData = z.infer<typeof blogIndexSchema>;

const ALL = 'All Posts';

/** Posts with an id, newest first, the featured one pulled out (the listing shows posts /blog/{id}). */
export function splitListing(posts: readonly PostSummary[]) {
  const numbered = posts.filter((p) => p.id !== undefined);
  const featured = numbered.find((p) => p.featured);
  return { featured, rest: numbered.filter((p) => p !== featured), guides: posts.filter((p) => p.id === undefined) };
}

/**
 * The blog listing. Every card is in the HTML, so all posts show without JavaScript;
 * the enhancement script makes the chips filter them by `data-category`.
 */
export function BlogIndex({ page, collections }: PageContext<BlogIndexData>) {
  const { data } = page;
  const { featured, rest, guides } = splitListing(collections.blog);
  return (
    <div className="blog-index">
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Blog' }]} />
          <h1>{data.heading}</h1>
          <p className="page-hero__lead">{data.intro}</p>
        </div>
      </header>
      <section className="container blog-index__posts" aria-labelledby="latest-title" data-enhance="post-filter">
        <h2 className="sr-only" id="latest-title">
          Latest posts
        </h2>
        <div className="chips" role="group" aria-label="Filter posts by category">
          {[ALL, ...data.categories].map((category) => (
            <button
              key={category}
              type="button"
              className="chip"
              data-filter={category === ALL ? '' : category}
              aria-pressed={category === ALL}
            >
              {category}
            </button>
          ))}
        </div>
        <p className="sr-only" aria-live="polite" data-filter-status="" />
        {featured && <PostCard post={featured} headingLevel={3} featured />}
        <div className="card-grid">
          {rest.map((post) => (
            <PostCard key={post.route} post={post} headingLevel={3} />
          ))}
        </div>
        <p className="blog-index__empty" data-filter-empty="" hidden>
          No posts in this category yet.
        </p>
      </section>
      <div className="container">
        <CallToAction
          title={data.newsletter.title}
          text={data.newsletter.text}
          primary={{ label: data.newsletter.cta, href: '/contact', track: 'blog_newsletter' }}
        />
      </div>
      {guides.length > 0 && (
        <section className="container blog-index__guides" aria-labelledby="guides-title">
          <h2 id="guides-title">{data.moreHeading}</h2>
          <ul className="guide-list">
            {guides.map((post) => (
              <li key={post.route}>
                <a href={post.route}>{post.title}</a>
                <span>
                  {post.category} · {post.readTime} min read
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const blogIndexTemplate = defineTemplate<BlogIndexData>({
  schema: blogIndexSchema,
  component: BlogIndex,
  uses: ['blog'],
  head: ({ site, page, collections }) => ({
    lastmod: collections.blog[0]?.date,
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
