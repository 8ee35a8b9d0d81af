import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckList } from '../../../templates/components/CheckList';
import { OfferCard, PriceCard } from '../../../templates/components/PriceCard';
import { StatGrid } from '../../../templates/components/StatGrid';
import { TestimonialCard } from '../../../templates/components/TestimonialCard';
import { discountPercent, formatPrice, parsePrice } from '../../../templates/model/format';
import { factText } from '../../../templates/model/facts/fact-text';
import { offerView } from '../../../templates/model/facts/offer-view';
import { priceCardSchema, testimonialSchema } from '../../../templates/model/schemas';
import { contentFacts, withFacts } from '../../support/facts';
import { parseHtml } from '../../support/html';

const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);

describe('prices', () => {
  it.each([
    [4999, 15000, 67],
    [2999, 8000, 63],
    [899, 3000, 70],
    [1999, 5000, 60],
    [7999, 20000, 60],
    [50, 100, 50],
    [100, 100, 0],
  ])('discountPercent(%d, %d) = %d (round of 1 - price / original)', (price, original, expected) => {
    expect(discountPercent(price, original)).toBe(expected);
  });

  it('parses and formats dollar prices, and leaves words alone', () => {
    expect(parsePrice('$2,999')).toBe(2999);
    expect(parsePrice('$150')).toBe(150);
    expect(parsePrice('Free')).toBeUndefined();
    expect(formatPrice(51840)).toBe('$51,840');
    expect(formatPrice(12.5)).toBe('$12.50');
  });
});

describe('PriceCard', () => {
  /** An offer of the catalog with a regular price and exclusions, as a page's card shows it. */
  const offer = () =>
    contentFacts().offer(
      contentFacts().data.offers.catalog.find((o) => o.originalPrice !== undefined && o.notIncluded)!.id,
    );
  const ref = () =>
    priceCardSchema.parse({
      offer: offer().id,
      popular: true,
      scarcity: 'Only 3 spots left',
      cta: { label: 'Get Started', href: '/contact', track: 'package_professional' },
    });
  const card = () => ({ ...offerView(offer()), ...ref() });

  it("shows the offer's name, price, the crossed-out original with words for screen readers, and the computed saving", () => {
    const view = offerView(offer());
    const doc = render(withFacts(<OfferCard card={ref()} />));
    expect(doc.querySelector('.price-card__name')!.textContent).toBe(view.name);
    expect(doc.querySelector('.price-card__price')!.textContent).toBe(
      `Regular price ${view.originalPrice}, now ${view.price}${view.period ?? ''}`,
    );
    expect(doc.querySelector('s')!.textContent).toBe(view.originalPrice);
    expect(doc.querySelector('.price-card__saving')!.textContent).toBe(`Save ${view.savings}`);
    expect(doc.querySelector('.price-card__badge')!.textContent).toBe('Most Popular');
    expect(doc.querySelector('.price-card__scarcity')!.textContent).toBe('Only 3 spots left');
    expect([...doc.querySelectorAll('.check-list:not(.check-list--no) li')].map((li) => li.textContent)).toEqual(
      view.features,
    );
    expect(doc.querySelector('.check-list--no li')!.textContent).toBe(`Not included: ${view.notIncluded![0]}`);
    expect(doc.querySelector('a')!.getAttribute('data-track')).toBe('package_professional');
  });

  it('has no saving for an offer without a regular price, and no period for a price that is a word', () => {
    const free = contentFacts().offer(
      contentFacts().data.offers.catalog.find((o) => o.price === 0 || o.price === 'quote')!.id,
    );
    const doc = render(withFacts(<OfferCard card={{ offer: free.id, cta: ref().cta }} />));
    expect(doc.querySelector('.price-card__amount')!.textContent).toBe(offerView(free).price);
    expect(doc.querySelector('.price-card__saving, .price-card__period, .price-card__badge')).toBeNull();
  });

  it('takes an icon, extra classes and more content before the call to action', () => {
    const doc = render(
      <PriceCard card={card()} icon="mail" className="service-card service-card--teal">
        <p className="extra">Quote</p>
      </PriceCard>,
    );
    const article = doc.querySelector('article')!;
    expect(article.className).toBe('price-card price-card--popular service-card service-card--teal');
    expect(article.querySelector('.price-card__icon svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(article.querySelector('.extra + a.price-card__cta')).not.toBeNull();
  });

  it("shows a plan's facts as terms and values, and extra content before the call to action", () => {
    const doc = render(
      <PriceCard card={card()} facts={[{ label: 'Typical monthly savings', value: formatPrice(1500) }]}>
        <p className="extra">Client words</p>
      </PriceCard>,
    );
    expect(doc.querySelector('.price-card__facts dt')!.textContent).toBe('Typical monthly savings');
    expect(doc.querySelector('.price-card__facts dd')!.textContent).toBe(formatPrice(1500));
    expect(doc.querySelector('.extra')!.nextElementSibling!.matches('a.price-card__cta')).toBe(true);
    expect(render(<PriceCard card={card()} />).querySelector('.price-card__facts')).toBeNull();
  });

  it('names its offer by id: a name or features typed on the card are refused', () => {
    expect(priceCardSchema.safeParse({ ...ref(), name: 'Professional' }).success).toBe(false);
    expect(priceCardSchema.safeParse({ ...ref(), features: ['Up to 15 pages'] }).success).toBe(false);
    expect(priceCardSchema.safeParse({ ...ref(), offer: 'Professional' }).success).toBe(false);
  });
});

describe('StatGrid, CheckList, TestimonialCard', () => {
  it('writes statistics as terms and values', () => {
    const doc = render(
      withFacts(<StatGrid stats={[{ value: '312%', label: 'average lead increase' }]} label="Results" />),
    );
    expect(doc.querySelector('dl')!.getAttribute('aria-label')).toBe('Results');
    expect(doc.querySelector('dt')!.textContent).toBe('average lead increase');
    expect(doc.querySelector('dd')!.textContent).toBe('312%');
  });

  it('shows a company fact by id: its figure as written and its label, from company.yaml', () => {
    const facts = contentFacts();
    const fact = facts.data.company.facts[0]!;
    const doc = render(withFacts(<StatGrid stats={[{ fact: fact.id }]} />));
    expect(doc.querySelector('dt')!.textContent).toBe(fact.label);
    expect(doc.querySelector('dd')!.textContent).toBe(factText(fact));
  });

  it('puts the data-* attributes of a statistic on its figure', () => {
    const doc = render(
      withFacts(
        <StatGrid
          stats={[{ value: '47', label: 'clients', data: { 'data-stat': 'totalClients', 'data-base': '47' } }]}
        />,
      ),
    );
    expect(doc.querySelector('dd')!.getAttribute('data-stat')).toBe('totalClients');
    expect(doc.querySelector('dd')!.getAttribute('data-base')).toBe('47');
  });

  it('marks check icons decorative', () => {
    const doc = render(<CheckList items={['One', 'Two']} />);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(doc.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('names who said it from their record in people.yaml, and gives the rating in words', () => {
    const person = contentFacts().data.people.find((p) => !p.team)!;
    const doc = render(withFacts(<TestimonialCard testimonial={{ person: person.id, quote: 'Great.', rating: 5 }} />));
    expect(doc.querySelector('.testimonial__rating')!.getAttribute('aria-label')).toBe('Rated 5 out of 5');
    // A paragraph may not carry a name (axe aria-prohibited-attr): the rating is an image of stars.
    expect(doc.querySelector('.testimonial__rating')!.getAttribute('role')).toBe('img');
    expect(doc.querySelector('figcaption strong')!.textContent).toBe(person.name);
    expect(doc.querySelector('figcaption span')!.textContent).toBe(`${person.role}, ${person.company}`);
    // HTML allows a figcaption only first or last in its figure: what follows who said it (the
    // children, the result) follows the figure, in the same card.
    const more = render(
      withFacts(
        <TestimonialCard testimonial={{ person: person.id, quote: 'Great.', result: 'Twice the calls' }}>
          <dl className="more" />
        </TestimonialCard>,
      ),
    );
    expect(more.querySelector('.testimonial > figure > figcaption:last-child')).not.toBeNull();
    expect(more.querySelector('.testimonial > figure + dl.more + p.testimonial__result')!.textContent).toBe(
      'Twice the calls',
    );
  });

  it('takes who said it as a person id, not a typed name', () => {
    expect(testimonialSchema.safeParse({ person: 'priya-raman', quote: 'Great.' }).success).toBe(true);
    expect(testimonialSchema.safeParse({ person: 'Priya Raman', quote: 'Great.' }).success).toBe(false);
  });
});
