import { beforeAll, describe, expect, it } from 'vitest';
import { renderContentPage, type RenderedContentPage } from '../../../support/content-page';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('about page (spec document 1, 2.7)', () => {
  let about: RenderedContentPage;
  beforeAll(async () => {
    about = await renderContentPage('/about');
  });

  it('shows the cloud-provider badges, guides linked', () => {
    const badges = [...about.doc.querySelectorAll('.provider-badge')].map((b) => [text(b), b.getAttribute('href')]);
    expect(badges).toEqual(expect.arrayContaining([['AWS', '/cloud/aws'], ['Google Cloud', '/cloud/google-cloud'], ['Microsoft Azure', '/cloud/azure'], ['DigitalOcean', '/cloud/digitalocean']]));
  });

  it('lists the one-person team with name, role and website', () => {
    const members = [...about.doc.querySelectorAll('.team-card')];
    expect(members).toHaveLength(1);
    expect(text(members[0]!.querySelector('h3'))).toBe('Alex Moreau');
    expect(text(members[0]!.querySelector('.team-card__role'))).toBe('Founder & Principal Engineer');
    const site = members[0]!.querySelector('a[target="_blank"]')!;
    expect(site.getAttribute('href')).toBe('https://alexmoreau.example');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('tells the story, the mission and the guarantees, and links to /contact', () => {
    const headings = [...about.doc.querySelectorAll('h2')].map(text);
    expect(headings).toEqual(expect.arrayContaining(['Our story', 'Make great technology affordable for small businesses', 'We take the risk, not you']));
    const guarantees = [...about.doc.querySelectorAll('.guarantee h3')].map(text);
    expect(guarantees).toEqual(expect.arrayContaining(['30-day money-back guarantee', '99.9% uptime SLA', '30-minute response time']));
    expect(about.doc.querySelector('.cta-band a[href="/contact"]')).not.toBeNull();
  });

  it('describes the page as an AboutPage whose business was founded by a Person', () => {
    const [page] = about.head.structuredData as [{ '@type': string; mainEntity: { '@type': string; founder: { '@type': string; name: string; url: string } } }];
    expect(page['@type']).toBe('AboutPage');
    expect(page.mainEntity['@type']).toBe('ProfessionalService');
    expect(page.mainEntity.founder).toMatchObject({ '@type': 'Person', name: 'Alex Moreau', url: 'https://alexmoreau.example' });
  });
});

describe('resources page (spec document 1, 2.10)', () => {
  let resources: RenderedContentPage;
  beforeAll(async () => {
    resources = await renderContentPage('/resources');
  });

  it('has one free tool card, the Website Audit Tool, linking to /website-checker', () => {
    const tools = [...resources.doc.querySelectorAll('.tool-card')];
    expect(tools).toHaveLength(1);
    expect(text(tools[0]!.querySelector('h3'))).toBe('Website Audit Tool');
    expect(tools[0]!.querySelector('a')!.getAttribute('href')).toBe('/website-checker');
  });

  it('names the resources coming soon', () => {
    expect(text(resources.doc.querySelector('#coming-title'))).toBe('More Resources Coming Soon');
    expect(resources.doc.querySelectorAll('.coming-item h3').length).toBeGreaterThanOrEqual(3);
  });

  it('Stay Updated claims 500+ subscribers, with buttons to /contact and /website-checker', () => {
    const band = resources.doc.querySelector('.resources-updated')!;
    expect(text(band.querySelector('h2'))).toBe('Stay Updated');
    expect(text(band)).toContain('500+ subscribers');
    expect([...band.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/contact', '/website-checker']);
  });
});
