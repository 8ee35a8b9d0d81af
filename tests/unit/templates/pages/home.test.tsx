import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FactsProvider, type Facts } from '../../../../templates/model/facts/facts';
import { offerView } from '../../../../templates/model/facts/offer-view';
import { firstName } from '../../../../templates/model/facts/person-names';
import { discountPercent } from '../../../../templates/model/format';
import { homeSchema, homeTemplate } from '../../../../templates/pages/Home';
import { IslandCollector, IslandContext } from '../../../../widgets/shared/island';
import { statisticFigure } from '../../../../templates/components/home/HeroSection';
import {
  COST_SAVINGS_BASELINE,
  figureBounds,
  formatStatistic,
  roundFigure,
  STATISTIC_KEYS,
  type StatisticKey,
} from '../../../../widgets/enhance/site-statistics';
import { parseHtml } from '../../../support/html';
import { siteFacts } from '../../../support/content-pages';
import { type RenderedRoute, realSite, renderRoute } from '../../../support/render-route';

let home: RenderedRoute;
let doc: Document;
let facts: Facts;
/** The page's front matter as its template reads it (directives resolved at load). */
let data: ReturnType<typeof homeSchema.parse>;
beforeAll(async () => {
  home = renderRoute(await realSite(), '/');
  doc = home.doc;
  facts = siteFacts(await realSite());
  data = homeSchema.parse(home.data);
});

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
const section = (id: string) => doc.getElementById(id)!;
/** The bounds the page gives a statistic (data-min, data-max). */
const bounds = (dd: Element) => ({
  ...(dd.getAttribute('data-min') ? { min: Number(dd.getAttribute('data-min')) } : {}),
  ...(dd.getAttribute('data-max') ? { max: Number(dd.getAttribute('data-max')) } : {}),
});
const links = (root: Element) => [...root.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')]);

describe('home page sections', () => {
  it('has one h1 and the sections in the required order, with the anchors', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const order = [...doc.querySelectorAll('main > section')].map((s) => s.id || s.getAttribute('aria-labelledby'));
    expect(order).toEqual([
      'hero-title',
      'services',
      'process-title',
      'portfolio',
      'testimonials-title',
      'clients-title',
      'about',
      'contact',
    ]);
  });

  it('hero: Claim Your FREE Audit NOW to /contact, See Proven Results to #portfolio', () => {
    const hero = doc.querySelector('.hero')!;
    const { primaryCta, secondaryCta } = data.hero;
    expect([primaryCta.href, secondaryCta.href]).toEqual(['/contact', '#portfolio']);
    expect(links(hero)).toEqual([primaryCta, secondaryCta].map((cta) => [cta.label, cta.href]));
  });

  it('hero statistics: the company facts server-rendered, marked for the hero-stats feature with bounds true to them', () => {
    const stats = doc.querySelector('[data-enhance="hero-stats"]')!;
    const shown = [...stats.querySelectorAll('dd')];
    expect(shown.map((dd) => dd.getAttribute('data-stat'))).toEqual([...STATISTIC_KEYS]);
    for (const dd of shown) {
      const key = dd.getAttribute('data-stat') as StatisticKey;
      const fact = facts.fact(data.hero.statistics.figures[key].fact);
      const figure = statisticFigure(key, fact);
      expect(text(dd), key).toBe(formatStatistic(key, figure.base));
      expect(Number(dd.getAttribute('data-variation')), key).toBe(fact.varies ?? 0);
      // Whatever the variation gives stays true to the claim: never under "N+", never off an exact figure.
      const [low, high] = figureBounds(key, { ...figure, ...bounds(dd) });
      const value: [number, number] = Array.isArray(fact.value) ? fact.value : [fact.value, fact.value];
      const scale = key === 'avgCostSavings' ? COST_SAVINGS_BASELINE / 100 : 1;
      if (fact.suffix?.startsWith('+')) expect(low, key).toBe(roundFigure(key, value[0] * scale));
      else if (!fact.varies) expect([low, high], key).toEqual(value.map((v) => roundFigure(key, v * scale)));
    }
    // The simulated uptime's base (99.8) is below the promised SLA: the fact the hero shows never is.
    const uptime = shown.find((dd) => dd.getAttribute('data-stat') === 'uptimePercentage')!;
    expect(parseFloat(text(uptime)!)).toBeGreaterThanOrEqual(facts.fact('uptime-sla').value as number);
    // The average cost reduction is the one /devops-pricing and /cloud claim.
    const reduction = shown.find((dd) => dd.getAttribute('data-stat') === 'avgCostSavings')!;
    expect(text(reduction)).toBe(facts.factText('average-cost-reduction'));
  });

  it('free-audit spots: 4 server-rendered, with the wording for the feature', () => {
    const spots = doc.querySelector('[data-enhance="audit-spots"]')!;
    const { auditSpots } = data.hero;
    expect(text(spots)).toBe(auditSpots.text.replace('{spots}', '4'));
    expect(spots.querySelector('strong')!.textContent).toBe('4');
    expect(spots.getAttribute('data-one')).toBe(auditSpots.textOne);
  });

  it('services: five cards of catalog offers, their prices and computed savings from content/data/offers.yaml', () => {
    const cards = [...section('services').querySelectorAll('.price-card')].map((card) => ({
      name: text(card.querySelector('h3')),
      subtitle: text(card.querySelector('.price-card__subtitle')),
      anchor: text(card.querySelector('s')),
      price: text(card.querySelector('.price-card__amount')),
      saving: text(card.querySelector('.price-card__saving')),
      color: [...card.classList].find((c) => c.startsWith('service-card--')),
      features: [...card.querySelectorAll('.check-list li')].map(text),
      urgency: Boolean(text(card.querySelector('.price-card__scarcity'))),
      quote: text(card.querySelector('blockquote')),
      who: text(card.querySelector('figcaption')),
      href: card.querySelector('a.price-card__cta')!.getAttribute('href'),
    }));
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => [c.color, c.href])).toEqual([
      ['service-card--blue', '#contact'],
      ['service-card--orange', '/services/website-development'],
      ['service-card--green', '/services/devops'],
      ['service-card--purple', '/services/devops'],
      ['service-card--teal', '/services/devops'],
    ]);
    cards.forEach((card, i) => {
      const ref = data.services.cards[i]!;
      const offer = facts.offer(ref.offer);
      const view = offerView(offer);
      // A card headed in its own words names its offer under the heading ("Starter package").
      expect([card.name, card.subtitle]).toEqual(
        ref.title ? [ref.title, `${offer.name} package`] : [offer.name, undefined],
      );
      expect([card.anchor, card.price, card.saving]).toEqual([view.originalPrice, view.price, `Save ${view.savings}`]);
      expect(card.saving).toBe(`Save ${discountPercent(offer.price as number, offer.originalPrice!)}%`);
      expect(card.features).toEqual(offer.includes);
      const person = facts.person(ref.testimonial.person);
      expect([card.quote, card.who]).toEqual([ref.testimonial.quote, `${person.name}, ${person.company}`]);
      expect(card.urgency).toBe(true);
    });
    expect(section('services').querySelector('.home-services__cta a')!.getAttribute('href')).toBe('/website-checker');
  });

  it('process: five steps with their timelines and activities, then the two buttons', () => {
    const process = doc.querySelector('.home-process')!;
    const steps = [...process.querySelectorAll('.home-process__step')].map((step) => [
      text(step.querySelector('h3'))!.replace(/^Step \d: /, ''),
      text(step.querySelector('.home-process__timeline'))!.replace('Timeline: ', ''),
      step.querySelectorAll('.check-list li').length > 0,
    ]);
    expect(steps).toHaveLength(5);
    expect(steps).toEqual(data.process.steps.map((step) => [step.title, step.timeline, true]));
    expect(links(process.querySelector('.home-process__ctas')!)).toEqual(
      [data.process.primaryCta, data.process.secondaryCta].map((cta) => [cta.label, cta.href]),
    );
  });

  it('portfolio: three cases with metrics, technologies, results, testimonial, client, and Visit Website in a new tab', () => {
    const cases = [...section('portfolio').querySelectorAll('article.case')];
    expect(cases).toHaveLength(3);
    for (const item of cases) {
      expect([...item.querySelectorAll('.case__metrics dt')].map(text)).toEqual(
        (['conversion', 'traffic', 'revenue', 'loadTime'] as const).map((key) => data.portfolio.metricLabels[key]),
      );
      expect(item.querySelectorAll('.case__tech li').length).toBeGreaterThan(0);
      expect(item.querySelectorAll('.case__results li').length).toBeGreaterThan(0);
      expect(item.querySelector('.testimonial blockquote')).not.toBeNull();
      expect(text(item.querySelector('.case__client strong'))).toBeTruthy();
      const img = item.querySelector('img')!;
      expect([img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')].every(Boolean)).toBe(
        true,
      );
      const visit = item.querySelector('a.case__visit')!;
      expect(text(visit)).toMatch(/^Visit Website: .+ \(opens in a new tab\)$/);
      expect(visit.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(visit.getAttribute('target')).toBe('_blank');
      expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('testimonials with results and a before and after, each by a person of people.yaml, then the client types', () => {
    const testimonials = [...doc.querySelectorAll('.home-testimonials .testimonial')];
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    testimonials.forEach((t, i) => {
      const person = facts.person(data.testimonials.items[i]!.person);
      expect([text(t.querySelector('figcaption strong')), text(t.querySelector('figcaption span'))]).toEqual([
        person.name,
        `${person.role}, ${person.company}`,
      ]);
      expect([...t.querySelectorAll('.testimonial-results dt')].map(text)).toEqual(['Result', 'Revenue', 'Timeframe']);
      expect([...t.querySelectorAll('.before-after dt')].map(text)).toEqual(['Before', 'After']);
    });
    // A client names the founder by the first name of his record.
    expect(
      testimonials.some((t) =>
        text(t.querySelector('blockquote'))!.startsWith(`${firstName(facts.person('founder'))} found`),
      ),
    ).toBe(true);
    const types = [...doc.querySelectorAll('.client-type')];
    expect(types.length).toBeGreaterThanOrEqual(3);
    for (const type of types)
      expect(
        [
          type.querySelector('h3'),
          type.querySelector('.client-type__industry'),
          type.querySelector('.client-type__description'),
        ].every(Boolean),
      ).toBe(true);
  });

  it('about: the founder of people.yaml, the figures of company.yaml in the text and the highlights', () => {
    const about = section('about');
    const founder = facts.person('founder');
    expect(text(about.querySelector('.founder__name strong'))).toBe(founder.name);
    expect(text(about.querySelector('.founder__name span'))).toBe(founder.role);
    expect(about.querySelector('img.founder__avatar')!.getAttribute('alt')).toBe(founder.photo!.alt);
    const copy = text(about.querySelector('.home-about__copy'))!;
    for (const figure of [
      founder.name,
      facts.factText('years-experience'),
      facts.factText('businesses-helped'),
      facts.factText('cloud-cost-cut'),
      facts.factText('uptime-sla'),
    ])
      expect(copy).toContain(figure);
    const highlights = [...about.querySelectorAll('.stat-grid__item')].map((item) => [
      text(item.querySelector('dd')),
      text(item.querySelector('dt')),
    ]);
    expect(highlights).toEqual([
      ...['years-experience', 'businesses-helped', 'revenue-increase'].map((id) => [
        facts.factText(id),
        facts.fact(id).label,
      ]),
      [facts.factText('rating'), `rating from ${facts.factText('reviews')} ${facts.fact('reviews').label}`],
    ]);
  });

  it('states the company figures through facts: the trust note, the project spots, and no directive left unresolved', () => {
    expect(text(doc.querySelector('.hero__trust'))).toContain(
      `${facts.factText('uptime-sla')} ${facts.fact('uptime-sla').label}`,
    );
    expect(text(doc.querySelector('.home-contact__availability'))).toBe(
      `Limited: ${facts.factText('project-spots')} ${facts.fact('project-spots').label}`,
    );
    expect(home.html).not.toMatch(/:(fact|person|offer|price|saving)\[/);
  });

  it('about links to /contact; contact has phone, e-mail, location and response time beside the contact form', async () => {
    expect(data.about.primaryCta.href).toBe('/contact');
    expect(links(section('about'))).toContainEqual([data.about.primaryCta.label, '/contact']);
    const contact = section('contact');
    const reach = (await realSite()).config.contact;
    expect(contact.querySelector(`a[href="tel:${reach.phoneDial}"]`)?.textContent).toBe(reach.phone);
    expect(contact.querySelector(`a[href="mailto:${reach.email}"]`)).not.toBeNull();
    expect(text(contact.querySelector('.contact-details'))).toContain(`${reach.location}, ${reach.serviceArea}`);
    expect(text(contact.querySelector('.contact-details'))).toContain(data.contact.responseTime);
    const island = contact.querySelector('.home-contact__form [data-island="contact-form"]');
    expect(island).not.toBeNull();
    expect([...island!.querySelectorAll('input, select, textarea')].map((field) => field.getAttribute('name'))).toEqual(
      expect.arrayContaining(['name', 'email', 'company', 'service', 'message', 'urgency']),
    );
  });

  it('keeps ProfessionalService and WebSite JSON-LD, founded in the year of company.yaml', () => {
    expect(home.head.structuredData!.map((d) => (d as { '@type': string })['@type'])).toEqual([
      'ProfessionalService',
      'WebSite',
    ]);
    expect(home.head.structuredData![0]).toMatchObject({ foundingDate: String(facts.founded) });
  });
});

describe('home content switches', () => {
  it('the urgency elements can be switched off in front matter', async () => {
    const off = structuredClone(home.data) as {
      hero: { statistics: { live: boolean }; auditSpots: { show: boolean } };
    };
    off.hero.statistics.live = false;
    off.hero.auditSpots.show = false;
    const site = await realSite();
    const Component = homeTemplate.component;
    const html = renderToStaticMarkup(
      <IslandContext.Provider value={new IslandCollector()}>
        <FactsProvider value={facts}>
          <Component
            site={site.config}
            facts={facts}
            image={() => undefined}
            page={{
              route: '/',
              url: '',
              title: '',
              description: '',
              html: '',
              headings: [],
              data: homeTemplate.schema.parse(off),
            }}
            collections={site.collections}
          />
        </FactsProvider>
      </IslandContext.Provider>,
    );
    const rendered = parseHtml(html);
    expect(rendered.querySelector('[data-enhance~="hero-stats"]')).toBeNull();
    expect(rendered.querySelector('[data-enhance~="audit-spots"]')).toBeNull();
    expect(rendered.querySelectorAll('[data-stat]')).toHaveLength(6);
  });
});
