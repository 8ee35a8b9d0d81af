import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../support/this-site';
import { loadSite } from '../../../cli/pipeline/content/load-site';
import { articleCountText, latestMonth, pickPosts } from '../../../templates/legacy/pick-posts';
import type { PostSummary } from '../../../templates/model/page-context';
import { offerView } from '../../../templates/model/facts/offer-view';
import { firstName } from '../../../templates/model/facts/person-names';
import { REPO_ROOT } from '../../support/fixtures';
import { loadContentSite, siteFacts, texts } from '../../support/content-pages';
import { renderRoute } from '../../support/render-route';

let site: ThisSite;
beforeAll(async () => {
  site = await loadContentSite();
});

/** The five root-level articles, all built from content/blog/. */
const WEB_ARTICLES = [
  '/website-security-trends-2025/',
  '/your-business-website-is-your-digital-front-door/',
  '/what-is-a-cdn-and-why-does-your-website-need-one/',
  '/why-your-website-needs-an-ssl-certificate/',
  '/how-poor-website-content-is-losing-you-money/',
];
const links = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href'));

describe('pick-posts helpers', () => {
  const post = (route: string, date: string) => ({ route, date, title: route }) as PostSummary;
  it('picks posts in the listed order (routes are checked when content loads)', () => {
    const blog = [post('/a/', '2025-01-02'), post('/b/', '2024-12-01')];
    expect(pickPosts(blog, ['/b/', '/a/']).map((p) => p.route)).toEqual(['/b/', '/a/']);
  });
  it('computes the latest month and the count text', () => {
    expect(latestMonth([post('/a/', '2024-12-17'), post('/b/', '2025-01-21')])).toBe('January 2025');
    expect(latestMonth([])).toBeUndefined();
    expect(articleCountText(5)).toBe('5 Articles Published');
    expect(articleCountText(1)).toBe('1 Article Published');
  });
});

describe('/author/founder/', () => {
  it('lists the five articles with category, date and Read Article links to their real routes', () => {
    const doc = renderRoute(site, '/author/founder/').doc;
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Author']);
    expect(links(doc, '.post-card__more')).toEqual(WEB_ARTICLES);
    // Each link names its article by the article's own title ('Read Article' is the template's).
    const titleOf = (route: string) => site.pages.find((p) => p.route === route)!.title;
    expect(texts(doc, '.post-card__more')).toEqual(
      links(doc, '.post-card__more').map((href) => `Read Article “${titleOf(href!)}”`),
    );
    expect(texts(doc, '.post-card--row .chip')).toEqual(Array(5).fill('Web Development'));
    expect(doc.querySelectorAll('.post-card--row time')).toHaveLength(5);
    // Counted from the blog, never typed: every article credits the founder.
    const blog = site.collections.blog;
    const facts = siteFacts(site);
    const both = (id: string) => `${facts.factText(id)} ${facts.fact(id).label}`;
    expect(texts(doc, '.author-card__stats')).toEqual([
      `${articleCountText(blog.length)} Latest: ${latestMonth(blog)} ${both('years-experience')} and ${both('career-projects')}`,
    ]);
    expect(blog.length).toBeGreaterThan(5);
    expect(links(doc, '.cta-band a')).toEqual(['/contact', '/portfolio']);
  });

  it('shows the one founder of people.yaml: name, role, photo, bio, website and expertise from his record', () => {
    const doc = renderRoute(site, '/author/founder/').doc;
    const founder = siteFacts(site).person('founder');
    const first = firstName(founder);
    expect(texts(doc, 'h1')).toEqual([founder.name]);
    expect(texts(doc, '.author-card__role')).toEqual([`${founder.role}, ${founder.company}`]);
    expect(doc.querySelector('img.author-card__avatar')!.getAttribute('alt')).toBe(founder.photo!.alt);
    const bio = texts(doc, '.author-bio p');
    expect(bio[0]).toBe(founder.team!.bio);
    expect(bio[1]!.startsWith(`${first} writes`)).toBe(true);
    expect(doc.querySelector(`.author-bio a[href="${founder.team!.website}"]`)).not.toBeNull();
    expect(texts(doc, '.author-bio .chip')).toEqual(founder.team!.expertise);
    expect(texts(doc, '#author-articles')).toEqual([`Articles by ${first}`]);
    expect(texts(doc, '.cta-band h2')[0]).toContain(first);
    expect(doc.body.innerHTML).not.toMatch(/:(fact|person)\[/);
  });

  it('embeds the founder as a Person and a ProfilePage', () => {
    const data = renderRoute(site, '/author/founder/').head.structuredData ?? [];
    expect(data.map((d) => (d as { '@type': string })['@type'])).toEqual(['Person', 'ProfilePage', 'BreadcrumbList']);
    const founder = siteFacts(site).person('founder');
    expect(data[0]).toMatchObject({
      name: founder.name,
      jobTitle: founder.role,
      sameAs: [founder.team!.website],
      knowsAbout: founder.team!.expertise,
      worksFor: { name: founder.company },
    });
    expect((data[0] as { image?: string }).image).toMatch(/^https:\/\/.+\.png$/);
  });
});

describe('/category/web/', () => {
  it('has the breadcrumb, five articles with date and read time, three topic cards and the calls to action', () => {
    const doc = renderRoute(site, '/category/web/').doc;
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Web Development Category']);
    expect(links(doc, '.post-card__more')).toEqual(WEB_ARTICLES);
    expect(texts(doc, '.post-card__meta > span:not([aria-hidden])')).toEqual(Array(5).fill('5 min read'));
    expect(texts(doc, '.topics .link-card__title')).toEqual([
      'Security & Privacy',
      'Performance & Speed',
      'Business Strategy',
    ]);
    expect(links(doc, '.topics a')).toEqual(['/blog', '/blog', '/blog']);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/posts/', () => {
  it('shows 8 featured and 11 articles from the blog, browse links and the calls to action', () => {
    const doc = renderRoute(site, '/posts/').doc;
    const blogRoutes = new Set(site.collections.blog.map((p) => p.route));
    expect(doc.querySelectorAll('.posts-featured .post-card')).toHaveLength(8);
    const all = links(doc, '.posts-all a');
    expect(all).toHaveLength(11);
    expect(all.every((route) => blogRoutes.has(route!))).toBe(true);
    expect(links(doc, '.link-cards a')).toEqual(['/category/web/', '/blog']);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/sample-page/ and /website-improvement-services-pricing/', () => {
  it('the showcase links to /contact and /portfolio', () => {
    expect(links(renderRoute(site, '/sample-page/').doc, '.cta-band a')).toEqual(['/contact', '/portfolio']);
  });

  it('the pricing page has the four packages and four add-ons of the catalog, reasons, an FAQ and the calls to action', () => {
    const doc = renderRoute(site, '/website-improvement-services-pricing/').doc;
    const facts = siteFacts(site);
    const data = site.pages.find((p) => p.route === '/website-improvement-services-pricing/')!.data as {
      packages: { cards: { offer: string; popular?: boolean; note?: string }[] };
      addons: { offers: string[] };
    };
    const cards = data.packages.cards;
    const packages = cards.map((card) => offerView(facts.offer(card.offer)));
    expect(texts(doc, '.price-card h3')).toEqual(packages.map((v) => v.name));
    expect(texts(doc, '.price-card__amount')).toEqual(packages.map((v) => v.price));
    // A price that is a word (Free, By quote) has no period.
    expect(texts(doc, '.price-card__period')).toEqual(packages.flatMap((v) => v.period ?? []));
    expect(
      packages
        .filter((v) => !v.period)
        .map((v) => v.price)
        .sort(),
    ).toEqual(['By quote', 'Free']);
    expect(texts(doc, '.price-card--popular h3')).toEqual(
      cards.filter((c) => c.popular).map((c) => facts.offer(c.offer).name),
    );
    expect(texts(doc, '.price-card__note')).toEqual(cards.flatMap((c) => c.note ?? []));
    const addons = data.addons.offers.map((id) => facts.offer(id));
    expect(addons).toHaveLength(4);
    expect(texts(doc, '.addon h3')).toEqual(addons.map((o) => o.name));
    expect(texts(doc, '.addon__price')).toEqual(
      addons
        .map((o) => offerView(o))
        .map((v, i) => (addons[i]!.period === 'one-time' ? v.price : `${v.price} ${v.period}`)),
    );
    expect(texts(doc, '.addon p:last-child')).toEqual(addons.map((o) => o.description));
    expect(doc.querySelectorAll('.icon-card').length).toBeGreaterThanOrEqual(3);
    expect(doc.querySelectorAll('.faq-list details').length).toBeGreaterThanOrEqual(3);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/email-sequences', () => {
  it('is internal: left out of a default build, present with --include-internal', async () => {
    const contentDir = `${REPO_ROOT}/content`;
    const normal = await loadSite({ contentDir });
    expect(normal.pages.map((p) => p.route)).not.toContain('/email-sequences');
    const page = site.pages.find((p) => p.route === '/email-sequences')!;
    expect(page.internal).toBe(true);
  });

  it('documents the three sequences with their required days and types, and the implementation guide', () => {
    const doc = renderRoute(site, '/email-sequences').doc;
    const sequences = [...doc.querySelectorAll('section.sequence')].slice(0, 3);
    const summary = sequences.map((s) =>
      [...s.querySelectorAll('.email-card')].map(
        (e) => `${e.querySelector('.email-card__day')?.textContent} ${e.querySelector('.chip')?.textContent}`,
      ),
    );
    expect(summary).toEqual([
      ['Day 0 Delivery', 'Day 2 Education', 'Day 5 Social proof', 'Day 8 Soft CTA', 'Day 12 Urgency'],
      ['Day 0 Delivery', 'Day 1 Engagement', 'Day 4 Education', 'Day 7 Consultation'],
      ['Day 0 Follow-up', 'Day 2 Additional value', 'Day 5 Social proof', 'Day 9 Proposal'],
    ]);
    for (const card of doc.querySelectorAll('.email-card')) {
      expect(card.querySelector('h3')?.textContent).toBeTruthy();
      expect(card.querySelector('.email-card__body p')?.textContent?.length).toBeGreaterThan(40);
      expect(card.querySelector('.email-card__goal')?.textContent).toMatch(/^Goal: ./);
    }
    expect(texts(doc, 'section[aria-labelledby="implementation"] h3')).toEqual([
      'Integration with email services',
      'Personalisation',
      'Timing and measurement',
    ]);
  });
});
