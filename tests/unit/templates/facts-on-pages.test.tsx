import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../support/this-site';
import type { Facts } from '../../../templates/model/facts/facts';
import { priceText } from '../../../templates/model/facts/offer-view';
import { discountPercent, parsePrice } from '../../../templates/model/format';
import { loadContentSite, siteFacts, textOf } from '../../support/content-pages';
import { renderRoute } from '../../support/render-route';

/**
 * The real site read as a visitor reads it, page after page: each person with one company, each
 * offer with one price, each saving true to its two prices. Nothing here names a person or a
 * price: every expectation comes from content/data/.
 */
let site: ThisSite;
let facts: Facts;
let pages: { route: string; doc: Document; structured: (type: string) => Record<string, unknown>[] }[];
beforeAll(async () => {
  site = await loadContentSite();
  facts = siteFacts(site);
  pages = site.pages.map((page) => ({ route: page.route, ...renderRoute(site, page.route) }));
});

describe('facts as the pages show them', () => {
  it('shows every person beside their own company only, and no one the people data does not know', () => {
    const people = facts.data.people;
    const companies = [...new Set(people.map((p) => p.company))];
    const seen = new Set<string>();
    for (const { route, doc } of pages) {
      for (const el of doc.querySelectorAll('strong, figcaption, cite, h2, h3, p, span')) {
        // A name alone, or signing a quote ("Nadia Ferreira, Ferreira Family Dental").
        const person = people.find((p) => textOf(el) === p.name || textOf(el).startsWith(`${p.name}, `));
        if (!person) continue;
        seen.add(person.id);
        const around = textOf(el.parentElement);
        for (const company of companies.filter((c) => c !== person.company && !person.company.includes(c))) {
          expect(around, `${route}: ${person.name} beside ${company}`).not.toContain(company);
        }
      }
      for (const el of doc.querySelectorAll('.testimonial__who strong')) {
        expect(
          people.map((p) => p.name),
          `${route}: an unknown person signs a testimonial`,
        ).toContain(textOf(el));
      }
    }
    // Every record is someone the site shows (a person typed into a page instead would leave theirs unseen).
    expect([...seen].sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('names the one founder in every Person of the structured data', () => {
    const names = pages
      .flatMap(({ structured }) => [
        ...structured('Person'),
        ...structured('Article').map((a) => a.author as Record<string, unknown>),
      ])
      .map((p) => p?.name);
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names)).toEqual(new Set([facts.person('founder').name]));
  });

  it('computes every saving shown on a price card from its two prices', () => {
    let cards = 0;
    for (const { route, doc } of pages) {
      for (const card of doc.querySelectorAll('.price-card')) {
        const original = parsePrice(textOf(card.querySelector('.price-card__original')));
        const price = parsePrice(textOf(card.querySelector('.price-card__amount')));
        const saving = /Save (\d+)%/.exec(textOf(card.querySelector('.price-card__saving')))?.[1];
        if (original === undefined || price === undefined) continue;
        cards += 1;
        expect(Number(saving), `${route}: ${textOf(card.querySelector('.price-card__name'))}`).toBe(
          discountPercent(price, original),
        );
      }
    }
    expect(cards).toBeGreaterThan(10);
  });

  it('gives each offer the one price of the catalog, on every page that names it', () => {
    const byName = new Map(facts.data.offers.catalog.map((o) => [o.name, o]));
    let named = 0;
    for (const { route, doc } of pages) {
      for (const card of doc.querySelectorAll('.price-card')) {
        const offer = byName.get(textOf(card.querySelector('.price-card__name')));
        if (!offer) continue;
        named += 1;
        expect(textOf(card.querySelector('.price-card__amount')), `${route}: ${offer.name}`).toBe(
          priceText(offer.price),
        );
      }
    }
    expect(named).toBeGreaterThan(10);
  });
});
