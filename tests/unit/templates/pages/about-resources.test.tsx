import { beforeAll, describe, expect, it } from 'vitest';
import type { Facts } from '../../../../templates/model/facts/facts';
import { firstName } from '../../../../templates/model/facts/person-names';
import { siteFacts } from '../../../support/content-pages';
import { type RenderedRoute, realSite, renderRoute } from '../../../support/render-route';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('about page', () => {
  let about: RenderedRoute;
  let facts: Facts;
  beforeAll(async () => {
    about = renderRoute(await realSite(), '/about');
    facts = siteFacts(await realSite());
  });

  it('shows the cloud-provider badges, guides linked', () => {
    const badges = [...about.doc.querySelectorAll('.provider-badge')].map((b) => [text(b), b.getAttribute('href')]);
    expect(badges).toEqual(
      expect.arrayContaining([
        ['AWS', '/cloud/aws'],
        ['Google Cloud', '/cloud/google-cloud'],
        ['Microsoft Azure', '/cloud/azure'],
        ['DigitalOcean', '/cloud/digitalocean'],
      ]),
    );
  });

  it('lists the team of people.yaml (the people with `team`) with name, role, website and a link to their articles', () => {
    const team = facts.data.people.filter((person) => person.team);
    const members = [...about.doc.querySelectorAll('.team-card')];
    expect(members).toHaveLength(team.length);
    members.forEach((member, i) => {
      const person = team[i]!;
      expect(text(member.querySelector('h3'))).toBe(person.name);
      expect(text(member.querySelector('.team-card__role'))).toBe(person.role);
      expect(text(member.querySelector('.team-card__body > p:not([class])'))).toBe(person.team!.bio);
      const site = member.querySelector('a[target="_blank"]')!;
      expect(site.getAttribute('href')).toBe(person.team!.website);
      expect(site.getAttribute('rel')).toBe('noopener noreferrer');
      const profile = member.querySelector(`a[href="${person.team!.profile}"]`);
      expect(text(profile)).toBe(`Read ${firstName(person)}'s articles`);
    });
  });

  it('shows the founding year and company facts at a glance, and states no figure that is not a fact', () => {
    const figures = [...about.doc.querySelectorAll('.about-facts .stat-grid__item dd')].map(text);
    expect(figures).toEqual([
      String(facts.founded),
      facts.factText('businesses-helped'),
      facts.factText('client-countries'),
      facts.factText('rating'),
    ]);
    expect(text(about.doc.querySelector('.about-facts'))).toContain(
      `rating from ${facts.factText('reviews')} ${facts.fact('reviews').label}`,
    );
    const story = text(about.doc.querySelector('.about-story .prose'));
    expect(story).toContain(facts.person('founder').name);
    expect(story).toContain(facts.factText('businesses-helped'));
    expect(about.html).not.toMatch(/:(fact|person|offer|price|saving)\[/);
  });

  it('tells the story, the mission and the guarantees, and links to /contact', () => {
    const copy = about.data as {
      mission: { heading: string };
      guarantees: { heading: string; items: { title: string }[] };
    };
    const headings = [...about.doc.querySelectorAll('h2')].map(text);
    expect(about.doc.querySelector('.about-story .prose h2')).not.toBeNull();
    expect(headings).toEqual(expect.arrayContaining([copy.mission.heading, copy.guarantees.heading]));
    const guarantees = [...about.doc.querySelectorAll('.guarantee h3')].map(text);
    expect(guarantees).toEqual(copy.guarantees.items.map((g) => g.title));
    // A guarantee's title may be a company fact, resolved.
    expect(guarantees).toContain(`${facts.factText('uptime-sla')} ${facts.fact('uptime-sla').label}`);
    expect(about.doc.querySelector('.cta-band a[href="/contact"]')).not.toBeNull();
  });

  it('describes the page as an AboutPage whose business was founded by a Person', () => {
    const [page] = about.head.structuredData as [
      {
        '@type': string;
        mainEntity: { '@type': string; foundingDate: string; founder: { '@type': string; name: string; url: string } };
      },
    ];
    const founder = facts.person('founder');
    expect(page['@type']).toBe('AboutPage');
    expect(page.mainEntity['@type']).toBe('ProfessionalService');
    expect(page.mainEntity.foundingDate).toBe(String(facts.founded));
    expect(page.mainEntity.founder).toMatchObject({
      '@type': 'Person',
      name: founder.name,
      jobTitle: founder.role,
      url: founder.team!.website,
    });
  });
});

describe('resources page', () => {
  let resources: RenderedRoute;
  beforeAll(async () => {
    resources = renderRoute(await realSite(), '/resources');
  });

  it('has one free tool card, the Website Audit Tool, linking to /website-checker', () => {
    const tools = [...resources.doc.querySelectorAll('.tool-card')];
    expect(tools).toHaveLength(1);
    expect(text(tools[0]!.querySelector('h3'))).toBe('Website Audit Tool');
    expect(tools[0]!.querySelector('a')!.getAttribute('href')).toBe('/website-checker');
  });

  it("lists what the site offers: its guides, then every download of the guide's form, each linked to it", () => {
    const form = resources.context.collections.forms.emailCapture;
    const cards = [...resources.doc.querySelectorAll('.library-card')].map((card) => ({
      title: text(card.querySelector('h3')),
      href: card.querySelector('a')?.getAttribute('href'),
    }));
    const { guides } = (resources.data as { library: { guides: { title: string; href: string }[] } }).library;
    expect(guides.map((g) => g.href)).toEqual(expect.arrayContaining(['/ultimate-website-guide', '/cloud']));
    expect(cards).toEqual([
      ...guides.map(({ title, href }) => ({ title, href })),
      ...form.resources.map((r) => ({ title: r.title, href: form.libraryHref })),
    ]);
    // Nothing on the page says resources are still to come.
    expect(text(resources.doc.body)).not.toMatch(/coming soon|in the works|when they are ready/i);
  });

  it('Stay Updated claims the subscribers of company.yaml, with buttons to /contact and /website-checker', async () => {
    const facts = siteFacts(await realSite());
    const band = resources.doc.querySelector('.resources-updated')!;
    expect(text(band.querySelector('h2'))).toBe('Stay Updated');
    expect(text(band)).toContain(`${facts.factText('subscribers')} ${facts.fact('subscribers').label}`);
    expect([...band.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/contact',
      '/website-checker',
    ]);
  });
});
