import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../../cli/build/load-site';
import { loadSite } from '../../../cli/build/load-site';
import { articleCountText, latestMonth, pickPosts } from '../../../templates/legacy/pick-posts';
import type { PostSummary } from '../../../templates/page-context';
import { headOf, loadRealSite, renderRoute, texts } from '../../support/content-pages';
import { REPO_ROOT } from '../../support/fixtures';

let site: LoadedSite;
beforeAll(async () => {
  site = await loadRealSite();
});

/** Spec document 2, 2.10: the five root-level articles, all built from content/blog/. */
const WEB_ARTICLES = [
  '/website-security-trends-2025/',
  '/your-business-website-is-your-digital-front-door/',
  '/what-is-a-cdn-and-why-does-your-website-need-one/',
  '/why-your-website-needs-an-ssl-certificate/',
  '/how-poor-website-content-is-losing-you-money/',
];
const links = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href'));

describe('pick-posts helpers', () => {
  const post = (route: string, date: string) => ({ route, date, title: route }) as PostSummary;
  it('picks posts in the listed order and names a route that is no article', () => {
    const blog = [post('/a/', '2025-01-02'), post('/b/', '2024-12-01')];
    expect(pickPosts(blog, ['/b/', '/a/'], '/x/').map((p) => p.route)).toEqual(['/b/', '/a/']);
    expect(() => pickPosts(blog, ['/c/'], '/author/founder/')).toThrow('/author/founder/ lists /c/, which is not an article in content/blog/');
  });
  it('computes the latest month and the count text', () => {
    expect(latestMonth([post('/a/', '2024-12-17'), post('/b/', '2025-01-21')])).toBe('January 2025');
    expect(latestMonth([])).toBeUndefined();
    expect(articleCountText(5)).toBe('5 Articles Published');
    expect(articleCountText(1)).toBe('1 Article Published');
  });
});

describe('/author/founder/ (spec document 2, 2.9)', () => {
  it('lists the five articles with category, date and Read Article links to their real routes', () => {
    const doc = renderRoute(site, '/author/founder/');
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Author']);
    expect(links(doc, '.article-row__link')).toEqual(WEB_ARTICLES);
    expect(texts(doc, '.article-row__link')[0]).toBe('Read Article “Website Security Trends for 2025”');
    expect(texts(doc, '.article-row .chip')).toEqual(Array(5).fill('Web Development'));
    expect(doc.querySelectorAll('.article-row time')).toHaveLength(5);
    expect(texts(doc, '.author-card__stats')).toEqual(['5 Articles Published Latest: January 2025']);
    expect(links(doc, '.cta-band a')).toEqual(['/contact', '/portfolio']);
  });

  it('embeds a Person and a ProfilePage', () => {
    const types = (headOf(site, '/author/founder/').structuredData ?? []).map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(['Person', 'ProfilePage', 'BreadcrumbList']);
  });
});

describe('/category/web/ (spec document 2, 2.10)', () => {
  it('has the breadcrumb, five articles with date and read time, three topic cards and the calls to action', () => {
    const doc = renderRoute(site, '/category/web/');
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Web Development Category']);
    expect(links(doc, '.article-row__link')).toEqual(WEB_ARTICLES);
    expect(texts(doc, '.article-row__meta span')).toEqual(Array(5).fill('5 min read'));
    expect(texts(doc, '.topics .link-card__title')).toEqual(['Security & Privacy', 'Performance & Speed', 'Business Strategy']);
    expect(links(doc, '.topics a')).toEqual(['/blog', '/blog', '/blog']);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/posts/ (spec document 2, 2.12)', () => {
  it('shows 8 featured and 11 articles from the blog, browse links and the calls to action', () => {
    const doc = renderRoute(site, '/posts/');
    const blogRoutes = new Set(site.collections.blog.map((p) => p.route));
    expect(doc.querySelectorAll('.posts-featured .post-card')).toHaveLength(8);
    const all = links(doc, '.posts-all a');
    expect(all).toHaveLength(11);
    expect(all.every((route) => blogRoutes.has(route!))).toBe(true);
    expect(links(doc, '.link-cards a')).toEqual(['/category/web/', '/blog']);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/sample-page/ and /website-improvement-services-pricing/ (spec document 2, 2.12 and 9)', () => {
  it('the showcase links to /contact and /portfolio', () => {
    expect(links(renderRoute(site, '/sample-page/'), '.cta-band a')).toEqual(['/contact', '/portfolio']);
  });

  it('the pricing page has the four packages, four add-ons, reasons, an FAQ and the calls to action', () => {
    const doc = renderRoute(site, '/website-improvement-services-pricing/');
    expect(texts(doc, '.price-card h3')).toEqual(['Website Audit', 'Essential Improvements', 'Complete Optimization', 'Custom Development']);
    expect(texts(doc, '.price-card__amount')).toEqual(['Free', '$2,499', '$4,999', 'By quote']);
    expect(texts(doc, '.price-card--popular h3')).toEqual(['Essential Improvements']);
    expect(texts(doc, '.price-card__note')).toEqual(['Includes 30-day support', 'Includes 90-day support']);
    expect(texts(doc, '.addon h3')).toEqual(['Content creation', 'Logo design', 'Hosting setup', 'Social media integration']);
    expect(texts(doc, '.addon__price')).toEqual(['$150 per page', '$299', '$99', '$199']);
    expect(doc.querySelectorAll('.icon-card').length).toBeGreaterThanOrEqual(3);
    expect(doc.querySelectorAll('.faq-list details').length).toBeGreaterThanOrEqual(3);
    expect(links(doc, '.cta-band a')).toEqual(['/website-checker', '/contact']);
  });
});

describe('/email-sequences (spec document 2, 2.8 and 4)', () => {
  it('is internal: left out of a default build, present with --include-internal', async () => {
    const contentDir = `${REPO_ROOT}/content`;
    const normal = await loadSite({ contentDir });
    expect(normal.pages.map((p) => p.route)).not.toContain('/email-sequences');
    const page = site.pages.find((p) => p.route === '/email-sequences')!;
    expect(page.internal).toBe(true);
  });

  it('documents the three sequences with the days and types of the spec, and the implementation guide', () => {
    const doc = renderRoute(site, '/email-sequences');
    const sequences = [...doc.querySelectorAll('section.sequence')].slice(0, 3);
    const summary = sequences.map((s) => [...s.querySelectorAll('.email-card')].map((e) => `${e.querySelector('.email-card__day')?.textContent} ${e.querySelector('.chip')?.textContent}`));
    expect(summary).toEqual([
      ['Day 0 Delivery', 'Day 2 Education', 'Day 5 Social proof', 'Day 8 Soft cta', 'Day 12 Urgency'],
      ['Day 0 Delivery', 'Day 1 Engagement', 'Day 4 Education', 'Day 7 Consultation'],
      ['Day 0 Follow up', 'Day 2 Additional value', 'Day 5 Social proof', 'Day 9 Proposal'],
    ]);
    for (const card of doc.querySelectorAll('.email-card')) {
      expect(card.querySelector('h3')?.textContent).toBeTruthy();
      expect(card.querySelector('.email-card__body p')?.textContent?.length).toBeGreaterThan(40);
      expect(card.querySelector('.email-card__goal')?.textContent).toMatch(/^Goal: ./);
    }
    expect(texts(doc, 'section[aria-labelledby="implementation"] h3')).toEqual(['Integration with email services', 'Personalisation', 'Timing and measurement']);
  });
});
