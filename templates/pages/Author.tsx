import { z } from 'zod';
import { ArticleRow } from '../components/ArticleRow';
import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { defineTemplate, pageFields } from '../define-template';
import { articleRouteSchema, ctaBandSchema } from '../legacy/legacy-schemas';
import { articleCountText, latestMonth, pickPosts } from '../legacy/pick-posts';
import type { PageContext } from '../page-context';

/** The author page, /author/{author}/ (spec document 2, 2.9). The articles come from the blog collection. */
export const authorSchema = z.strictObject({
  template: z.literal('author'),
  ...pageFields,
  name: z.string().min(1),
  initials: z.string().regex(/^[A-Z]{1,3}$/, 'must be one to three capital letters'),
  role: z.string().min(1),
  bio: z.array(z.string().min(1)).min(1),
  expertise: z.array(z.string().min(1)).min(1),
  articlesTitle: z.string().min(1),
  articles: z.array(articleRouteSchema).min(1),
  cta: ctaBandSchema,
});
type AuthorData = z.infer<typeof authorSchema>;

const CRUMBS: Crumb[] = [{ label: 'Home', href: '/' }, { label: 'Author' }];

export function Author({ page, collections }: PageContext<AuthorData>) {
  const d = page.data;
  const posts = pickPosts(collections.blog, d.articles, page.route);
  const latest = latestMonth(posts);
  return (
    <div className="legacy">
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={CRUMBS} />
          <div className="author-card">
            <span className="author-card__avatar" aria-hidden="true">
              {d.initials}
            </span>
            <div>
              <h1>{d.name}</h1>
              <p className="author-card__role">{d.role}</p>
              <p className="author-card__stats">
                <strong>{articleCountText(posts.length)}</strong>{' '}
                {latest && <span>Latest: {latest}</span>}
              </p>
            </div>
          </div>
        </div>
      </header>
      <div className="container legacy__body">
        <section aria-labelledby="about-author" className="author-bio">
          <h2 id="about-author">About {d.name}</h2>
          {d.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="chips" aria-label="Areas of expertise">
            {d.expertise.map((topic) => (
              <li key={topic} className="chip chip--static">
                {topic}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="author-articles">
          <h2 id="author-articles">{d.articlesTitle}</h2>
          <ul className="article-rows">
            {posts.map((post) => (
              <li key={post.route}>
                <ArticleRow post={post} show="category" />
              </li>
            ))}
          </ul>
        </section>
        <CallToAction title={d.cta.title} text={d.cta.text} primary={d.cta.primary} secondary={d.cta.secondary} />
      </div>
    </div>
  );
}

export const authorTemplate = defineTemplate<AuthorData>({
  schema: authorSchema,
  component: Author,
  uses: ['blog'],
  head: ({ page, site, collections }) => {
    const person = {
      '@type': 'Person',
      '@id': `${page.url}#person`,
      name: page.data.name,
      jobTitle: page.data.role,
      description: page.data.bio[0],
      url: page.url,
      knowsAbout: page.data.expertise,
      worksFor: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
    };
    const posts = pickPosts(collections.blog, page.data.articles, page.route);
    return {
      ogType: 'website',
      structuredData: [
        { '@context': 'https://schema.org', ...person },
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: page.url,
          name: page.title,
          mainEntity: { '@id': `${page.url}#person` },
          hasPart: posts.map((post) => ({ '@type': 'Article', headline: post.title, url: `${site.site.url}${post.route}`, datePublished: post.date })),
        },
        breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
      ],
    };
  },
});
