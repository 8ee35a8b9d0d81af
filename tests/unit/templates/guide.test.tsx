import { describe, expect, it } from 'vitest';
import { renderRoute, realSite } from '../../support/render-route';

/** The guide's front matter, as far as these tests read it. */
type GuideCopy = { chapters: { title: string }; resources: { title: string; button: string } };
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('/ultimate-website-guide', () => {
  it('has the hero stats and buttons to /contact (custom_strategy, guide_hero) and #email-capture', async () => {
    const { doc, context } = renderRoute(await realSite(), '/ultimate-website-guide');
    const hero = doc.querySelector('.guide-hero')!;
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    // The stats are company facts (content/data/company.yaml), named in the front matter.
    const stats = (context.page.data as { hero: { stats: { fact: string }[] } }).hero.stats.map((s) => s.fact);
    expect(stats).toHaveLength(3);
    expect([...hero.querySelectorAll('.stat-grid dd')].map(text)).toEqual(
      stats.map((id) => context.facts.factText(id)),
    );
    expect([...hero.querySelectorAll('.stat-grid dt')].map(text)).toEqual(
      stats.map((id) => context.facts.fact(id).label),
    );
    const [strategy, download] = [...hero.querySelectorAll('.button-row a')];
    expect([
      strategy!.getAttribute('href'),
      strategy!.getAttribute('data-track'),
      strategy!.getAttribute('data-event-source'),
    ]).toEqual(['/contact', 'custom_strategy', 'guide_hero']);
    expect(download!.getAttribute('href')).toBe('#email-capture');
  });

  it("has '5 Chapters to Website Success', each with a number, a title, four topics and a key takeaway", async () => {
    const { doc, context } = renderRoute(await realSite(), '/ultimate-website-guide');
    expect(text(doc.querySelector('[aria-labelledby=chapters-title] h2'))).toBe(
      (context.page.data as GuideCopy).chapters.title,
    );
    const chapters = [...doc.querySelectorAll('.chapter')];
    expect(chapters).toHaveLength(5);
    chapters.forEach((chapter, i) => {
      expect(text(chapter.querySelector('.chapter__number'))).toBe(`0${i + 1}`);
      expect(chapter.id).toBe(`chapter-${i + 1}`);
      expect(text(chapter.querySelector('h3'))!.length).toBeGreaterThan(5);
      expect(chapter.querySelectorAll('.chapter__topics li')).toHaveLength(4);
      expect(text(chapter.querySelector('.chapter__takeaway'))).toMatch(/^Key takeaway: .{20,}/);
    });
    // The contents in the hero link to each chapter.
    expect([...doc.querySelectorAll('.guide-toc a')].map((a) => a.getAttribute('href'))).toEqual(
      chapters.map((c) => `#${c.id}`),
    );
  });

  it("offers four free resources in #resources, each 'Download Free' leading to the email form with that download", async () => {
    const { doc, context } = renderRoute(await realSite(), '/ultimate-website-guide');
    const { resources } = context.page.data as GuideCopy;
    const section = doc.getElementById('resources')!;
    expect(text(section.querySelector('h2'))).toBe(resources.title);
    const links = [...section.querySelectorAll<HTMLAnchorElement>('.resource-card a')];
    expect(links).toHaveLength(4);
    const picker = doc.querySelector<HTMLSelectElement>('#email-capture select[name=resource]')!;
    const choices = [...picker.options].map((o) => o.value);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('#email-capture');
      expect(link.getAttribute('aria-label')).toBe(`${resources.button}: ${link.getAttribute('data-resource')}`);
      expect(text(link)).toBe(resources.button);
      expect(choices).toContain(link.getAttribute('data-resource'));
    }
  });

  it("shows 'Real Results from Real Businesses': three case studies with client, industry, challenge, solution and results", async () => {
    const { doc } = renderRoute(await realSite(), '/ultimate-website-guide');
    const studies = [...doc.querySelectorAll('.case-study')];
    expect(studies).toHaveLength(3);
    for (const study of studies) {
      expect(text(study.querySelector('h3'))).toBeTruthy();
      expect(text(study.querySelector('.chip'))).toBeTruthy();
      expect([...study.querySelectorAll('dt')].map(text)).toEqual(['Challenge', 'Solution']);
      expect(study.querySelectorAll('.case-study__results li').length).toBeGreaterThan(0);
    }
  });

  it('holds the email capture island at #email-capture, posting to forms.resource without JavaScript too', async () => {
    const { doc, islands, context } = renderRoute(await realSite(), '/ultimate-website-guide');
    expect(islands).toEqual(['email-capture']);
    const form = doc.querySelector('#email-capture form')!;
    expect(form.getAttribute('action')).toBe(context.site.forms.resource);
    expect(
      [...form.querySelectorAll('input[type=hidden]')].map(
        (i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`,
      ),
    ).toEqual(['type=resource_download', 'source=/ultimate-website-guide']);
    expect(form.querySelector('input[name=email][type=email][required]')).not.toBeNull();
    // Enabled in the HTML: a browser without JavaScript must be able to send it.
    expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });

  it('ends with buttons to /contact (start_project, guide_bottom) and /website-checker', async () => {
    const { doc } = renderRoute(await realSite(), '/ultimate-website-guide');
    const links = [...doc.querySelectorAll('.guide-closing a')];
    expect(
      links.map((a) => [a.getAttribute('href'), a.getAttribute('data-track'), a.getAttribute('data-event-source')]),
    ).toEqual([
      ['/contact', 'start_project', 'guide_bottom'],
      ['/website-checker', null, null],
    ]);
  });
});
