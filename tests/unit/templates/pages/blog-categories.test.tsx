import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../../support/this-site';
import { realSite, renderRoute } from '../../../support/render-route';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('blog category listings', () => {
  let site: ThisSite;
  let listings: { category: string; lead: string; description: string }[];
  beforeAll(async () => {
    site = await realSite();
    listings = site.pages
      .filter((page) => /^\/blog\/category\/[^/]+$/.test(page.route))
      .map((page) => {
        const { doc } = renderRoute(site, page.route);
        return {
          category: text(doc.querySelector('h1')),
          lead: text(doc.querySelector('.page-hero__lead')),
          description: page.description,
        };
      });
  });

  it('each open with an intro written for their category, not one sentence with the name filled in', () => {
    expect(listings.length).toBeGreaterThanOrEqual(10);
    // Without its category's name, each lead still differs from every other.
    const generic = listings.map(({ category, lead }) => lead.replaceAll(category, '{category}').toLowerCase());
    expect(new Set(generic).size).toBe(listings.length);
    const blog = site.pages.find((page) => page.route === '/blog')!.data as { categoryDescription: string };
    for (const { category, lead } of listings)
      expect(lead, category).not.toBe(blog.categoryDescription.replace('{category}', category));
  });

  it('describe themselves with their intro, short enough for a search result', () => {
    for (const { category, lead, description } of listings) {
      expect(description, category).toBe(lead);
      expect(description.length, category).toBeLessThanOrEqual(160);
    }
  });
});
