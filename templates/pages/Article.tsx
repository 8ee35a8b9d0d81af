import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { Picture } from '../components/Picture';
import { PostCard } from '../components/PostCard';
import { Prose } from '../components/Prose';
import { articleSchema, type ArticleData } from '../model/article-schema';
import { defineTemplate } from '../model/define-template';
import { authorOf, authorStructuredData } from '../model/facts/author';
import { formatDate } from '../model/format';
import type { PageContext, PostSummary } from '../model/page-context';

const crumbsFor = (title: string): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: '/blog' },
  { label: title },
];

const RELATED = 3;
const byCategory = new WeakMap<readonly PostSummary[], Map<string, PostSummary[]>>();

/**
 * Up to three other entries, same category first, newest first within each group. The
 * listing is grouped once per build (not per article), so thousands of articles stay linear.
 */
export function relatedPosts(all: readonly PostSummary[], route: string, category: string): PostSummary[] {
  let groups = byCategory.get(all);
  if (!groups) {
    groups = new Map();
    for (const post of all) {
      const group = groups.get(post.category) ?? [];
      if (group.length <= RELATED) groups.set(post.category, [...group, post]);
    }
    byCategory.set(all, groups);
  }
  const related = (groups.get(category) ?? []).filter((p) => p.route !== route).slice(0, RELATED);
  for (const post of all) {
    if (related.length >= RELATED) break;
    if (post.category !== category && post.route !== route) related.push(post);
  }
  return related;
}

export function Article({ page, facts, collections, image }: PageContext<ArticleData>) {
  const { data } = page;
  const author = authorOf(facts);
  // Its `image` (also its social card) opens the article.
  const cover = data.image && image(data.image.src);
  const related = relatedPosts(collections.blog, page.route, data.category);
  return (
    <article className="article">
      <header className="article__header">
        <div className="container page-narrow">
          <Breadcrumbs crumbs={crumbsFor(page.title)} />
          <p className="chip chip--static">{data.category}</p>
          <h1>{page.title}</h1>
          <p className="article__lead">{data.excerpt}</p>
          <p className="article__meta">
            By {author.team?.profile ? <a href={author.team.profile}>{author.name}</a> : author.name}
            <span aria-hidden="true"> · </span>
            <time dateTime={data.date}>{formatDate(data.date)}</time>
            <span aria-hidden="true"> · </span>
            {data.readTime} min read
          </p>
        </div>
      </header>
      <div className="container page-narrow">
        {cover && data.image && (
          <figure className="article__cover">
            <Picture image={cover} alt={data.image.alt} />
          </figure>
        )}
        <Prose html={page.html} eagerHtml={page.eagerHtml} className="article__body" />
        <CallToAction
          title="Want a second pair of eyes on your site?"
          text="Run our free website checker for an instant score, or book a free 15-minute strategy call with a senior engineer."
          primary={{ label: 'Check my website free', href: '/website-checker', track: 'article_checker' }}
          secondary={{ label: 'Book a 15-min call', href: '/contact' }}
        />
      </div>
      {related.length > 0 && (
        <aside className="container related" aria-labelledby="related-title">
          <h2 id="related-title">Keep reading</h2>
          <div className="card-grid">
            {related.map((post) => (
              <PostCard key={post.route} post={post} />
            ))}
          </div>
        </aside>
      )}
    </article>
  );
}

export const articleTemplate = defineTemplate<ArticleData>({
  schema: articleSchema,
  component: Article,
  uses: ['blog'],
  select: (page, collections) => relatedPosts(collections.blog, page.route, page.data.category),
  head: ({ page, site, facts }) => ({
    ogType: 'article',
    lastmod: page.data.updated ?? page.data.date,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: page.title,
        description: page.description,
        datePublished: page.data.date,
        dateModified: page.data.updated ?? page.data.date,
        articleSection: page.data.category,
        inLanguage: site.site.language,
        url: page.url,
        mainEntityOfPage: page.url,
        author: authorStructuredData(facts, site),
        publisher: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
      },
      breadcrumbStructuredData(crumbsFor(page.title), site.site.url, page.url),
    ],
  }),
});
