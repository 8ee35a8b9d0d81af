import { beforeAll, describe, expect, it } from 'vitest';
import { solutionsSchema } from '../../../../templates/pages/Solutions';
import { loadContentSite, siteFacts, textOf } from '../../../support/content-pages';
import { type RenderedRoute, renderRoute } from '../../../support/render-route';

let page: RenderedRoute;
beforeAll(async () => {
  page = renderRoute(await loadContentSite(), '/solutions');
});

describe('/solutions (the second services overview)', () => {
  it('lists the six service categories in order, each with its fields', () => {
    const cards = [...page.doc.querySelectorAll('article.solution-card')];
    expect(cards.map((c) => c.id)).toEqual(['e-commerce', 'performance', 'security', 'analytics', 'mobile', 'seo']);
    for (const card of cards) {
      expect(card.querySelector('.solution-card__icon svg')).not.toBeNull();
      expect(textOf(card.querySelector('h3'))).not.toBe('');
      expect(textOf(card.querySelector('.solution-card__description'))).not.toBe('');
      expect(textOf(card.querySelector('.chip'))).not.toBe('');
      expect(card.querySelectorAll('.solution-card__features li').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('marks exactly one category popular, in words', () => {
    const popular = page.doc.querySelectorAll('.solution-card--popular');
    expect(popular).toHaveLength(1);
    expect(textOf(popular[0]!.querySelector('.solution-card__popular'))).toBe('Most Popular');
  });

  it('links to /website-checker, /contact and /portfolio, with a breadcrumb', () => {
    const hrefs = [...page.doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const href of ['/website-checker', '/contact', '/portfolio']) expect(hrefs).toContain(href);
    expect([...page.doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(textOf)).toEqual([
      'Home',
      'Solutions',
    ]);
    expect(page.doc.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the required claims it repeats', async () => {
    const stats = [...page.doc.querySelectorAll('.stat-grid dd')].map(textOf);
    const facts = siteFacts(await loadContentSite());
    expect(stats).toEqual(
      ['businesses-helped', 'years-experience', 'revenue-increase', 'rating'].map((id) => facts.factText(id)),
    );
  });

  it('refuses two popular categories', () => {
    const item = {
      id: 'a',
      title: 'A',
      description: 'A',
      icon: 'zap',
      features: ['x'],
      category: 'c',
      popular: true,
      cta: { label: 'Go', href: '/' },
    };
    const result = solutionsSchema.shape.categories.safeParse({
      heading: 'H',
      popularLabel: 'P',
      items: [item, { ...item, id: 'b' }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['mark at most one category popular']);
  });
});
