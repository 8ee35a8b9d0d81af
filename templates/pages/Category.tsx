import { z } from 'zod';
import { breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { ICON_NAMES } from '../model/icon-names';
import { LinkCards } from '../components/LinkCards';
import { PageHero } from '../components/PageHero';
import { PostCard } from '../components/PostCard';
import { webPageStructuredData } from '../components/web-page-structured-data';
import { defineTemplate, pageFields } from '../model/define-template';
import { articleRouteSchema, ctaBandSchema } from '../legacy/legacy-schemas';
import { pickPosts } from '../legacy/pick-posts';
import type { PageContext } from '../model/page-context';

/** A category page, /category/web/: its articles, more topics and a call to action. */
export const categorySchema = z.strictObject({
  template: z.literal('category'),
  ...pageFields,
  /** The last breadcrumb: 'Web Development Category'. */
  crumb: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  articlesTitle: z.string().min(1),
  /** Blog articles by route (checked when content loads). */
  posts: z.array(articleRouteSchema).min(1),
  topics: z.strictObject({
    title: z.string().min(1),
    cards: z
      .array(
        z.strictObject({
          icon: z.enum(ICON_NAMES),
          title: z.string().min(1),
          text: z.string().min(1),
          href: z.string().startsWith('/'),
        }),
      )
      .min(1),
  }),
  cta: ctaBandSchema,
});
type CategoryData = z.infer<typeof categorySchema>;

const crumbsFor = (label: string): Crumb[] => [{ label: 'Home', href: '/' }, { label }];

export function Category({ page, collections }: PageContext<CategoryData>) {
  const d = page.data;
  const posts = pickPosts(collections.blog, d.posts);
  return (
    <div className="legacy">
      <PageHero crumbs={crumbsFor(d.crumb)} heading={d.heading} lead={d.intro} />
      <div className="container legacy__body">
        <section aria-labelledby="category-articles">
          <h2 id="category-articles">{d.articlesTitle}</h2>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={post.route}>
                <PostCard post={post} variant="row" />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="topics-title" className="topics">
          <h2 id="topics-title">{d.topics.title}</h2>
          <LinkCards cards={d.topics.cards} />
        </section>
        <CallToAction {...d.cta} />
      </div>
    </div>
  );
}

export const categoryTemplate = defineTemplate<CategoryData>({
  schema: categorySchema,
  component: Category,
  uses: ['blog'],
  head: ({ page, site, collections }) => ({
    structuredData: [
      webPageStructuredData('CollectionPage', page.data.heading, page, {
        hasPart: pickPosts(collections.blog, page.data.posts).map((post) => ({
          '@type': 'Article',
          headline: post.title,
          url: `${site.site.url}${post.route}`,
          datePublished: post.date,
        })),
      }),
      breadcrumbStructuredData(crumbsFor(page.data.crumb), site.site.url, page.url),
    ],
  }),
});
