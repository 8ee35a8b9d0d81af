import { describe, expect, it } from 'vitest';
import { offerView } from '../../../templates/model/facts/offer-view';
import { contactSchema } from '../../../templates/pages/Contact';
import { checkValueStack, sumValues } from '../../../templates/value-stack';
import { serializeJsonForScript } from '../../../widgets/shared/json-script';
import { realSite, renderRoute } from '../../support/render-route';
import { contentFacts } from '../../support/facts';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
/** /contact's front matter: the words the page shows, as content/pages/contact.md has them. */
const copyOf = (context: { page: { data: unknown } }) => contactSchema.parse(context.page.data);

describe('/contact', () => {
  it('opens with the viewer count banner (a page feature over a default of 30-49) and the booked-today badge', async () => {
    const { doc, context } = renderRoute(await realSite(), '/contact');
    const { urgency } = copyOf(context);
    const banner = doc.querySelector('[data-enhance="viewer-count"]')!;
    const count = Number(banner.querySelector('[data-viewer-count]')!.textContent);
    expect(Number.isInteger(count) && count >= 30 && count <= 49).toBe(true);
    expect(text(banner)).toContain(`${count} ${urgency.viewersText}`);
    expect(text(banner.querySelector('.urgency-banner__badge'))).toBe(urgency.badge);
  });

  it('shows three lost-revenue claims in red and orange, with words and an icon, not colour alone', async () => {
    const { doc, context } = renderRoute(await realSite(), '/contact');
    const claims = [...doc.querySelectorAll('.loss-claim')];
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.className.replace('loss-claim ', '')))).toEqual(
      new Set(['loss-claim--red', 'loss-claim--orange']),
    );
    for (const claim of claims) {
      expect(claim.querySelector('svg')).not.toBeNull();
      expect(text(claim)!.length).toBeGreaterThan(20);
    }
    expect(claims.map(text)).toEqual(copyOf(context).claims.map((c) => expect.stringContaining(c.figure)));
  });

  it('renders the lead form island posting to forms.lead, with its heading', async () => {
    const { doc, islands, context } = renderRoute(await realSite(), '/contact');
    expect(islands).toEqual(['lead-form']);
    const form = doc.querySelector('#lead-form form')!;
    expect(form.getAttribute('action')).toBe(context.site.forms.lead);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('data-enhance')).toBe('toast');
    expect(text(doc.querySelector('#lead-form h2'))).toBe(copyOf(context).form.title);
  });

  it('has the side column: phone as a tel link, the location line and 24/7 Support', async () => {
    const { doc, context } = renderRoute(await realSite(), '/contact');
    const { contact } = context.site;
    const aside = doc.querySelector('aside')!;
    expect(aside.querySelector(`a[href="tel:${contact.phoneDial}"]`)!.textContent).toBe(contact.phone);
    expect(text(aside)).toContain(`${contact.location}, ${contact.serviceArea}`);
    expect(text(aside)).toContain(copyOf(context).reach.support);
  });

  it("lists 'What You Get (FREE)' with its values, then the offer's regular price as the total, and its price", async () => {
    const { doc, context } = renderRoute(await realSite(), '/contact');
    const { valueStack } = copyOf(context);
    const stack = doc.querySelector('.value-stack')!;
    expect(text(stack.querySelector('h2'))).toBe(valueStack.title);
    // An item without a value is part of the offer: the template says 'Included'.
    expect([...stack.querySelectorAll('li')].map(text)).toEqual(
      valueStack.items.map((item) => `${item.label} ${item.value ?? 'Included'}`),
    );
    const site = await realSite();
    const id = contactSchema.parse(site.pages.find((p) => p.route === '/contact')!.data).valueStack.offer;
    const view = offerView(contentFacts().offer(id));
    expect([...stack.querySelectorAll('dd')].map(text)).toEqual([view.originalPrice, view.price]);
  });

  it("shows the rating and reviews of company.yaml with one client's words (their record in people.yaml), and the Don't Wait box", async () => {
    const { doc, context } = renderRoute(await realSite(), '/contact');
    const { facts } = context;
    expect(text(doc.querySelector('.rating-card__score'))).toBe(
      `★★★★★ ${facts.factText('rating')} based on ${facts.factText('reviews')} ${facts.fact('reviews').label}`,
    );
    expect(doc.querySelectorAll('.rating-card .testimonial > figure')).toHaveLength(1);
    const person = facts.person(contactSchema.parse(context.page.data).rating.testimonial.person);
    expect([
      text(doc.querySelector('.rating-card figcaption strong')),
      text(doc.querySelector('.rating-card figcaption span')),
    ]).toEqual([person.name, `${person.role}, ${person.company}`]);
    const box = doc.querySelector('.dont-wait')!;
    expect(text(box.querySelector('h2'))).toBe(copyOf(context).dontWait.title);
    expect(box.querySelector('a')!.getAttribute('href')).toBe('#lead-form');
  });

  it('drops the urgency elements when front matter switches them off', async () => {
    const { doc, html } = renderRoute(await realSite(), '/contact', (data) => ({
      ...data,
      urgency: { ...(data.urgency as object), enabled: false },
    }));
    expect(doc.querySelector('.urgency-banner')).toBeNull();
    expect(doc.querySelector('.dont-wait')).toBeNull();
    expect(html).not.toContain('data-enhance="viewer-count"');
    expect(doc.querySelector('#lead-form form')).not.toBeNull();
  });

  it('describes itself as a ContactPage with the business and a breadcrumb', async () => {
    const { head } = renderRoute(await realSite(), '/contact');
    const [page, crumbs] = head!.structuredData! as Array<Record<string, unknown>>;
    expect(page!['@type']).toBe('ContactPage');
    expect((page!.mainEntity as Record<string, unknown>).telephone).toBe('+14035550147');
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(() => JSON.parse(serializeJsonForScript(head!.structuredData))).not.toThrow();
  });
});

describe("the value stack (its breakdown totals the offer's regular price)", () => {
  it("adds up its parts to the offer's regular price, and is a content problem on its items when they do not", async () => {
    const site = await realSite();
    const data = contactSchema.parse(site.pages.find((p) => p.route === '/contact')!.data);
    const offer = site.collections.offers.catalog.find((o) => o.id === data.valueStack.offer)!;
    expect(sumValues(data.valueStack.items)).toBe(offer.originalPrice);
    expect(checkValueStack(data.valueStack, site.collections.offers, ['valueStack'])).toEqual([]);
    const [first, ...rest] = data.valueStack.items;
    const padded = { ...data.valueStack, items: [{ ...first!, value: '$1,000' }, ...rest] };
    expect(checkValueStack(padded, site.collections.offers, ['valueStack'])).toEqual([
      expect.objectContaining({ field: ['valueStack', 'items'] }),
    ]);
  });
});
