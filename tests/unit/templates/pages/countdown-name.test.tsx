import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../../support/this-site';
import type { Promotion } from '../../../../templates/model/offers/promotion';
import { loadContentSite, siteFacts, textOf } from '../../../support/content-pages';
import { renderRoute } from '../../../support/render-route';

let site: ThisSite;
let promotion: Promotion;
/** The routes of the real site whose front matter shows a countdown. */
let routes: string[];
beforeAll(async () => {
  site = await loadContentSite();
  promotion = siteFacts(site).data.offers.promotion!;
  routes = site.pages
    .filter((page) => (page.data as { countdown?: { enabled: boolean } }).countdown?.enabled)
    .map((page) => page.route);
});

/** One deadline under three names read as three offers: every countdown is the offers' promotion, by its name. */
describe("one countdown, one name: the offers' promotion", () => {
  it('every countdown of the site shows the promotion’s title, label and note, and counts to its end', () => {
    expect(routes).toEqual(expect.arrayContaining(['/services', '/website-pricing', '/devops-pricing']));
    for (const route of routes) {
      const banners = renderRoute(site, route).doc.querySelectorAll('.countdown-banner');
      expect(banners, route).toHaveLength(1);
      const banner = banners[0]!;
      const timer = banner.querySelector('[role="timer"]')!;
      expect(textOf(banner.querySelector('.countdown-banner__title')), route).toBe(promotion.title);
      expect(timer.getAttribute('aria-label'), route).toBe(promotion.label);
      expect(textOf(banner.querySelector('.countdown-banner__note')), route).toBe(promotion.note);
      expect(timer.getAttribute('data-countdown-every'), route).toBe(String(promotion.every));
    }
  });

  it('names what ends for what it is: a weekly promotion is this week’s pricing', () => {
    expect(promotion.every).toBe(7 * 86_400);
    expect(promotion.title).toMatch(/^This week's pricing\b/);
  });

  it.each(['title', 'label', 'note'])('refuses a countdown %s typed on its page, pointing at the promotion', (key) => {
    const named = () =>
      renderRoute(site, '/services', (data) => ({
        ...data,
        countdown: { ...(data.countdown as object), [key]: 'Launch pricing ends in:' },
      }));
    expect(named).toThrow(/countdown shows the promotion's own words \(content\/data\/offers\.yaml, promotion\)/);
  });
});
