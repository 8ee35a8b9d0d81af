import { beforeAll, describe, expect, it } from 'vitest';
import { STUDY_METRICS, type StudyMetricLabels } from '../../../../templates/components/CaseStudy';
import type { PortfolioCase } from '../../../../templates/model/data/portfolio';
import type { Facts } from '../../../../templates/model/facts/facts';
import { siteFacts } from '../../../support/content-pages';
import { type RenderedRoute, realSite, renderRoute } from '../../../support/render-route';

let portfolio: RenderedRoute;
let facts: Facts;
let cases: readonly PortfolioCase[];
beforeAll(async () => {
  portfolio = renderRoute(await realSite(), '/portfolio');
  const site = await realSite();
  facts = siteFacts(site);
  cases = site.collections.portfolio;
});
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('portfolio page', () => {
  it('shows four headline statistics, company facts of company.yaml', () => {
    const stats = [...portfolio.doc.querySelectorAll('.portfolio-page__stats .stat-grid__item')].map((item) => [
      text(item.querySelector('dd')),
      text(item.querySelector('dt')),
    ]);
    const ids = (portfolio.data as { stats: { fact: string }[] }).stats.map((stat) => stat.fact);
    expect(ids).toHaveLength(4);
    expect(stats).toEqual(ids.map((id) => [facts.factText(id), facts.fact(id).label]));
  });

  it('quotes each client as their record in people.yaml says: name, role and company', () => {
    const quoted = [...portfolio.doc.querySelectorAll('article.case-study .testimonial figcaption')].map((who) => [
      text(who.querySelector('strong')),
      text(who.querySelector('span')),
    ]);
    expect(quoted).toEqual(
      cases
        .map((item) => facts.person(item.testimonial.person))
        .map((person) => [person.name, `${person.role}, ${person.company}`]),
    );
  });

  it('has three case studies with the required timelines and investments', () => {
    const studies = [...portfolio.doc.querySelectorAll('article.case-study')];
    expect(studies.map((s) => [...s.querySelectorAll('.case-study__facts dd')].map(text))).toEqual([
      ['6 weeks', '$4,999'],
      ['4 weeks', '$3,499'],
      ['8 weeks', '$6,999'],
    ]);
    for (const study of studies) {
      expect(text(study.querySelector('h2'))).toBeTruthy();
      expect(text(study.querySelector('.badge'))).toBeTruthy();
      expect(study.querySelectorAll('.case-study__tags li').length).toBeGreaterThan(0);
      expect([...study.querySelectorAll('.case-study__story h3')].map(text)).toEqual([
        'The challenge',
        'What we built',
        'The results',
      ]);
      // Each metric's label from the page's metricLabels, in the study's order: the words every page gives it.
      const { metricLabels } = portfolio.data as { metricLabels: StudyMetricLabels };
      expect([...study.querySelectorAll('.case-study__results dt')].map(text)).toEqual(
        STUDY_METRICS.map((key) => metricLabels[key]),
      );
      expect(text(study.querySelector('.testimonial figcaption strong'))).toBeTruthy();
      expect(study.querySelector('a[target="_blank"]')!.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('tells the same numbers as the home page cases, from one data set', async () => {
    const home = renderRoute(await realSite(), '/');
    const homeFigures = [...home.doc.querySelectorAll('#portfolio article.case')].map((c) => [
      text(c.querySelector('.case__client strong')),
      text(c.querySelectorAll('.case__metrics dd')[0]),
    ]);
    const studyFigures = [...portfolio.doc.querySelectorAll('article.case-study')].map((s) => [
      text(s.querySelector('h2')),
      text(s.querySelectorAll('.case-study__results dd')[0]),
    ]);
    expect(studyFigures).toEqual(homeFigures);
    expect((await realSite()).collections.portfolio).toHaveLength(3);
  });

  it('links to /contact and lists the studies in its JSON-LD', () => {
    expect(portfolio.doc.querySelector('.cta-band a[href="/contact"]')).not.toBeNull();
    const types = portfolio.head.structuredData!.map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(['CollectionPage', 'BreadcrumbList']);
  });
});
