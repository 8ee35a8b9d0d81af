import { z } from 'zod';
import { CallToAction } from '../components/CallToAction';
import { LinkCards } from '../components/LinkCards';
import { PageHero } from '../components/PageHero';
import { PostCard } from '../components/PostCard';
import { defineTemplate, pageFields } from '../model/define-template';
import { articleRouteSchema, ctaBandSchema } from '../legacy/legacy-schemas';
import { pickPosts } from '../legacy/pick-posts';
import type { PageContext } from '../model/page-context';

/** Required figures: 11 legacy entries, 8 of them featured. */
export const LEGACY_ENTRIES = 11;
export const LEGACY_FEATURED = 8;

/** The legacy posts index, /posts/. Entries name blog articles by route (`post`, checked when content loads). */
export const postsIndexSchema = z.strictObject({
  template: z.literal('posts-index'),
  ...pageFields,
  heading: z.string().min(1),
  intro: z.string().min(1),
  featuredTitle: z.string().min(1),
  allTitle: z.string().min(1),
  entries: z
    .array(z.strictObject({ post: articleRouteSchema, featured: z.boolean() }))
    .length(LEGACY_ENTRIES)
    .refine((entries) => entries.filter((e) => e.featured).length === LEGACY_FEATURED, {
      error: `must mark exactly ${LEGACY_FEATURED} entries as featured`,
    }),
  categories: z.strictObject({
    title: z.string().min(1),
    links: z
      .array(z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/'), text: z.string().min(1) }))
      .min(1),
  }),
  cta: ctaBandSchema,
});
type PostsIndexData = z.infer<typeof postsIndexSchema>;

export function PostsIndex({ page, collections }: PageContext<PostsIndexData>) {
  const d = page.data;
  const posts = pickPosts(
    collections.blog,
    d.entries.map((e) => e.post),
  );
  const featured = pickPosts(
    collections.blog,
    d.entries.filter((e) => e.featured).map((e) => e.post),
  );
  return (
    <div className="legacy">
      <PageHero crumbs={[{ label: 'Home', href: '/' }, { label: 'Posts' }]} heading={d.heading} lead={d.intro} />
      <div className="container legacy__body">
        <section aria-labelledby="featured-title">
          <h2 id="featured-title">{d.featuredTitle}</h2>
          <div className="card-grid posts-featured">
            {featured.map((post) => (
              <PostCard key={post.route} post={post} />
            ))}
          </div>
        </section>
        <section aria-labelledby="all-title">
          <h2 id="all-title">{d.allTitle}</h2>
          <ul className="posts-all">
            {posts.map((post) => (
              <li key={post.route}>
                <PostCard post={post} variant="line" details={['category', 'readTime']} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="browse-title">
          <h2 id="browse-title">{d.categories.title}</h2>
          <LinkCards cards={d.categories.links.map(({ label, ...link }) => ({ ...link, title: label }))} />
        </section>
        <CallToAction {...d.cta} />
      </div>
    </div>
  );
}

export const postsIndexTemplate = defineTemplate<PostsIndexData>({
  schema: postsIndexSchema,
  component: PostsIndex,
  uses: ['blog'],
});
