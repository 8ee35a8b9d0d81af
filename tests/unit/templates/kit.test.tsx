import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckList } from '../../../templates/components/CheckList';
import { PriceCard } from '../../../templates/components/PriceCard';
import { StatGrid } from '../../../templates/components/StatGrid';
import { TestimonialCard } from '../../../templates/components/TestimonialCard';
import { discountPercent, formatPrice, parsePrice } from '../../../templates/format';
import { priceCardSchema } from '../../../templates/schemas';
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
  const card = priceCardSchema.parse({
    name: 'Professional',
    price: '$4,999',
    originalPrice: '$15,000',
    popular: true,
    scarcity: 'Only 3 spots left',
    features: ['Up to 15 pages'],
    notIncluded: ['E-commerce'],
    cta: { label: 'Get Started', href: '/contact', track: 'package_professional' },
  });

  it('shows the price, the crossed-out original with words for screen readers, and the computed saving', () => {
    const doc = render(<PriceCard card={card} />);
    expect(doc.querySelector('.price-card__price')!.textContent).toBe('Regular price $15,000, now $4,999');
    expect(doc.querySelector('s')!.textContent).toBe('$15,000');
    expect(doc.querySelector('.price-card__saving')!.textContent).toBe('Save 67%');
    expect(doc.querySelector('.price-card__badge')!.textContent).toBe('Most Popular');
    expect(doc.querySelector('.price-card__scarcity')!.textContent).toBe('Only 3 spots left');
    expect(doc.querySelector('.check-list--no li')!.textContent).toBe('Not included: E-commerce');
    expect(doc.querySelector('a')!.getAttribute('data-track')).toBe('package_professional');
  });

  it('shows the saving content states instead of the computed one', () => {
    const doc = render(<PriceCard card={{ ...card, price: '$2,999', originalPrice: '$8,000', savings: '62%' }} />);
    expect(doc.querySelector('.price-card__saving')!.textContent).toBe('Save 62%');
    expect(render(<PriceCard card={{ ...card, price: '$2,999', originalPrice: '$8,000' }} />).querySelector('.price-card__saving')!.textContent).toBe('Save 63%');
  });

  it('has no saving for a price without an original, or a word price', () => {
    const doc = render(<PriceCard card={{ ...card, price: 'Free', originalPrice: undefined, popular: false }} />);
    expect(doc.querySelector('.price-card__saving')).toBeNull();
    expect(doc.querySelector('.price-card__badge')).toBeNull();
  });

  it('takes an icon, extra classes and more content before the call to action', () => {
    const doc = render(
      <PriceCard card={card} icon="mail" className="service-card service-card--teal">
        <p className="extra">Quote</p>
      </PriceCard>,
    );
    const article = doc.querySelector('article')!;
    expect(article.className).toBe('price-card price-card--popular service-card service-card--teal');
    expect(article.querySelector('.price-card__icon svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(article.querySelector('.extra + a.price-card__cta')).not.toBeNull();
  });

  it('shows a plan\'s facts as terms and values, and extra content before the call to action', () => {
    const doc = render(
      <PriceCard card={card} facts={[{ label: 'Typical monthly savings', value: '$1,500' }]}>
        <p className="extra">Client words</p>
      </PriceCard>,
    );
    expect(doc.querySelector('.price-card__facts dt')!.textContent).toBe('Typical monthly savings');
    expect(doc.querySelector('.price-card__facts dd')!.textContent).toBe('$1,500');
    expect(doc.querySelector('.extra')!.nextElementSibling!.matches('a.price-card__cta')).toBe(true);
    expect(render(<PriceCard card={card} />).querySelector('.price-card__facts')).toBeNull();
  });

  it('rejects prices that are not dollars or a word', () => {
    expect(priceCardSchema.safeParse({ ...card, price: '4999' }).success).toBe(false);
  });
});

describe('StatGrid, CheckList, TestimonialCard', () => {
  it('writes statistics as terms and values', () => {
    const doc = render(<StatGrid stats={[{ value: '312%', label: 'average lead increase' }]} label="Results" />);
    expect(doc.querySelector('dl')!.getAttribute('aria-label')).toBe('Results');
    expect(doc.querySelector('dt')!.textContent).toBe('average lead increase');
    expect(doc.querySelector('dd')!.textContent).toBe('312%');
  });

  it('puts the data-* attributes of a statistic on its figure', () => {
    const doc = render(<StatGrid stats={[{ value: '47', label: 'clients', data: { 'data-stat': 'totalClients', 'data-base': '47' } }]} />);
    expect(doc.querySelector('dd')!.getAttribute('data-stat')).toBe('totalClients');
    expect(doc.querySelector('dd')!.getAttribute('data-base')).toBe('47');
  });

  it('marks check icons decorative', () => {
    const doc = render(<CheckList items={['One', 'Two']} />);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(doc.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives the rating in words', () => {
    const doc = render(<TestimonialCard testimonial={{ quote: 'Great.', name: 'Ana', role: 'Owner', company: 'Bow Bakery', rating: 5 }} />);
    expect(doc.querySelector('.testimonial__rating')!.getAttribute('aria-label')).toBe('Rated 5 out of 5');
    // A paragraph may not carry a name (axe aria-prohibited-attr): the rating is an image of stars.
    expect(doc.querySelector('.testimonial__rating')!.getAttribute('role')).toBe('img');
    expect(doc.querySelector('figcaption')!.textContent).toBe('AnaOwner, Bow Bakery');
    const more = render(<TestimonialCard testimonial={{ quote: 'Great.', name: 'Ana' }}><dl className="more" /></TestimonialCard>);
    expect(more.querySelector('figcaption + dl.more')).not.toBeNull();
  });
});
