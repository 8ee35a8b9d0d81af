import { z } from 'zod';
import { Breadcrumbs, breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { Picture } from '../components/Picture';
import { PostCard } from '../components/PostCard';
import { defineTemplate, pageFields } from '../model/define-template';
import { personRef } from '../model/data/ids';
import type { Person } from '../model/data/people';
import { authorOf } from '../model/facts/author';
import { initials } from '../model/facts/person-names';
import { articleRouteSchema, ctaBandSchema } from '../legacy/legacy-schemas';
import { articleCountText, latestMonth, pickPosts } from '../legacy/pick-posts';
import type { PageContext } from '../model/page-context';

/**
 * The author page, /author/{author}/: a person of content/data/people.yaml
 * (name, role, photo, bio, website and expertise come from their record), this page's words about
 * what they write, and their articles by route (read from the blog collection).
 */
export const authorSchema = z.strictObject({
  template: z.literal('author'),
  ...pageFields,
  person: personRef,
  /** Paragraphs after the person's own bio: what they write about. */
  bio: z.array(z.string().min(1)).min(1),
  /** A line beside the article count, in the page's words with fact directives (":fact[years-experience] years and ..."). */
  experience: z.string().min(1).optional(),
  articlesTitle: z.string().min(1),
  posts: z.array(articleRouteSchema).min(1),
  cta: ctaBandSchema,
});
type AuthorData = z.infer<typeof authorSchema>;

const CRUMBS: Crumb[] = [{ label: 'Home', href: '/' }, { label: 'Author' }];

/** The person's bio (people.yaml, `team.bio`) and then the page's paragraphs. */
const bioOf = (person: Person, data: AuthorData) => [...(person.team ? [person.team.bio] : []), ...data.bio];

export function Author({ page, facts, collections, image }: PageContext<AuthorData>) {
  const d = page.data;
  const person = facts.person(d.person);
  const photo = person.photo && image(person.photo.src);
  const posts = pickPosts(collections.blog, d.posts);
  // Counted, never typed: every article credits its author (authorOf), so the count and the newest
  // date are the blog's, not those of the few this page features.
  const written = authorOf(facts).id === d.person ? collections.blog : [];
  const latest = latestMonth(written);
  return (
    <div className="legacy">
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={CRUMBS} />
          <div className="author-card">
            {photo && person.photo ? (
              <Picture image={photo} alt={person.photo.alt} sizes="96px" className="author-card__avatar" />
            ) : (
              <span className="author-card__avatar" aria-hidden="true">
                {initials(person)}
              </span>
            )}
            <div>
              <h1>{person.name}</h1>
              <p className="author-card__role">
                {person.role}, {person.company}
              </p>
              <p className="author-card__stats">
                <strong>{articleCountText(written.length)}</strong> {latest && <span>Latest: {latest}</span>}
                {d.experience && (
                  <>
                    {' '}
                    <span>{d.experience}</span>
                  </>
                )}
              </p>
            </div>
          </div>
        </div>
      </header>
      <div className="container legacy__body">
        <section aria-labelledby="about-author" className="author-bio">
          <h2 id="about-author">About {person.name}</h2>
          {bioOf(person, d).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {person.team?.website && (
            <p>
              <a href={person.team.website} target="_blank" rel="noopener noreferrer">
                {new URL(person.team.website).host}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          {person.team?.expertise && (
            <ul className="chips" aria-label="Areas of expertise">
              {person.team.expertise.map((topic) => (
                <li key={topic} className="chip chip--static">
                  {topic}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="author-articles">
          <h2 id="author-articles">{d.articlesTitle}</h2>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={post.route}>
                <PostCard post={post} variant="row" details={['category', 'date']} />
              </li>
            ))}
          </ul>
        </section>
        <CallToAction {...d.cta} />
      </div>
    </div>
  );
}

export const authorTemplate = defineTemplate<AuthorData>({
  schema: authorSchema,
  component: Author,
  uses: ['blog'],
  head: ({ page, site, facts, collections, image }) => {
    const person = facts.person(page.data.person);
    const portrait = person.photo && image(person.photo.src)?.fallback.variants.at(-1);
    const structuredPerson = {
      '@type': 'Person',
      '@id': `${page.url}#person`,
      name: person.name,
      jobTitle: person.role,
      description: bioOf(person, page.data)[0],
      url: page.url,
      ...(portrait && { image: `${site.site.url}${portrait.url}` }),
      ...(person.team && { sameAs: [person.team.website] }),
      ...(person.team?.expertise && { knowsAbout: person.team.expertise }),
      worksFor: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
    };
    const posts = pickPosts(collections.blog, page.data.posts);
    return {
      ogType: 'website',
      structuredData: [
        { '@context': 'https://schema.org', ...structuredPerson },
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: page.url,
          name: page.title,
          mainEntity: { '@id': `${page.url}#person` },
          hasPart: posts.map((post) => ({
            '@type': 'Article',
            headline: post.title,
            url: `${site.site.url}${post.route}`,
            datePublished: post.date,
          })),
        },
        breadcrumbStructuredData(CRUMBS, site.site.url, page.url),
      ],
    };
  },
});
