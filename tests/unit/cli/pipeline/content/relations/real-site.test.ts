import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { loadData, loadPages, loadYamlEntries, type Page } from '../../../../../../cli/pipeline/content';
import { COLLECTIONS } from '../../../../../../templates/model/collections';
import { checkRelations } from '../../../../../../cli/pipeline/content/relations/check-relations';
import type { RelationSite } from '../../../../../../cli/pipeline/content/relations/sources';
import type { Company } from '../../../../../../templates/model/data/company';
import { DATA_SCHEMAS } from '../../../../../../templates/model/data/index';
import type { Offers } from '../../../../../../templates/model/data/offers';
import type { PortfolioCase } from '../../../../../../templates/model/data/portfolio';
import { TEMPLATES } from '../../../../../../templates/registry';
import { REPO_ROOT } from '../../../../../support/fixtures';

/**
 * The real site holds every relation it declares, and each kind of contradiction planted in its
 * own data fails, naming both of the real files' lines: the relations are declared where the
 * figures live, not only in the tests' made-up sites.
 */
let site: RelationSite;
beforeAll(async () => {
  const contentDir = path.join(REPO_ROOT, 'content');
  const [data, pages, cloud] = await Promise.all([
    loadData(contentDir, DATA_SCHEMAS),
    loadPages({ contentDir, templates: TEMPLATES, collections: COLLECTIONS }),
    loadYamlEntries({ name: 'cloud', declaration: COLLECTIONS.cloud, template: TEMPLATES['cloud-guide']!, contentDir }),
  ]);
  site = { data, pages: [...pages.pages, ...cloud.pages] };
});

/** The real site with one data set edited (a copy: the lines stay those of the real files). */
function planted<T>(name: string, edit: (value: T) => void): string[] {
  const value = structuredClone(site.data.data[name]) as T;
  edit(value);
  return checkRelations({ ...site, data: { ...site.data, data: { ...site.data.data, [name]: value } } }).map(
    formatProblem,
  );
}
const company = () => site.data.data.company as Company;
const factIndex = (id: string) => company().facts.findIndex((fact) => fact.id === id);
const factLine = (id: string) =>
  `content/data/company.yaml:${site.data.lines.company!(['facts', factIndex(id), 'value'])}`;
const fact = (value: Company, id: string) => value.facts.find((f) => f.id === id)!;
const catalogIndex = (id: string) => (site.data.data.offers as Offers).catalog.findIndex((offer) => offer.id === id);
const offerLine = (id: string, field: string) =>
  `content/data/offers.yaml:${site.data.lines.offers!(['catalog', catalogIndex(id), field])}`;

describe('the real site', () => {
  it('holds every relation', () => {
    expect(checkRelations(site).map(formatProblem)).toEqual([]);
  });

  it('fails when reviews are counted among the clients alone (1)', () => {
    const problems = planted<Company>(
      'company',
      (value) => void (fact(value, 'reviews').atMost = ['businesses-helped']),
    );
    expect(problems).toEqual([expect.stringContaining(`${factLine('reviews')} facts[${factIndex('reviews')}].value:`)]);
    expect(problems[0]).toContain(factLine('businesses-helped'));
  });

  it('fails when an offer of the same scope and price is sold at another regular price (2)', () => {
    const problems = planted<Offers>('offers', (value) => {
      const starter = value.catalog.find((offer) => offer.id === 'website-starter')!;
      value.catalog.push({ ...starter, id: 'professional-presence', originalPrice: 7500 });
    });
    expect(problems).toEqual([expect.stringContaining(offerLine('website-starter', 'scope'))]);
    expect(problems[0]).toContain('regularly $8,000 and $7,500');
  });

  it('fails when an offer costs less at its regular price than one it includes (3)', () => {
    const problems = planted<Offers>('offers', (value) => {
      value.catalog.find((offer) => offer.id === 'cloud-cost-optimization')!.originalPrice = 10000;
    });
    expect(problems).toEqual([expect.stringContaining(`${offerLine('devops-transformation', 'includes')}`)]);
    expect(problems[0]).toContain(offerLine('cloud-cost-optimization', 'originalPrice'));
  });

  it("fails when a case's result is another client's, or a metric gets another label (4)", () => {
    const bow = (site.data.data.portfolio as PortfolioCase[])[0]!;
    const withPage = (route: string, edit: (data: Record<string, unknown>) => Record<string, unknown>) =>
      site.pages.map((page): Page =>
        page.route === route ? { ...page, data: edit(page.data as Record<string, unknown>) } : page,
      );
    const copied = withPage('/ultimate-website-guide', (data) => {
      const results = data.results as { items: unknown[] };
      const item = { client: 'Foothills Family Dental', results: [`Bookings up ${bow.metrics.conversion}`] };
      return { ...data, results: { ...results, items: [...results.items, item] } };
    });
    const [copy, ...others] = checkRelations({ ...site, pages: copied }).map(formatProblem);
    expect(others).toEqual([]);
    expect(copy).toMatch(/^ {2}content\/pages\/ultimate-website-guide\.md:\d+ results\.items\[\d+\]/);
    expect(copy).toContain(`content/data/portfolio.yaml:${site.data.lines.portfolio!([0, 'metrics', 'conversion'])}`);
    const relabelled = withPage('/portfolio', (data) => ({
      ...data,
      metricLabels: { ...(data.metricLabels as object), traffic: 'Pageviews' },
    }));
    expect(checkRelations({ ...site, pages: relabelled }).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^ {2}content\/pages\/portfolio\.md:\d+ metricLabels\.traffic: labels the metric traffic "Pageviews", where content\/pages\/index\.md:\d+ labels it/,
      ),
    ]);
  });

  it('fails when a stated average is not the mean of its cases (5)', () => {
    const problems = planted<Company>('company', (value) => void (fact(value, 'conversion-increase').value = 300));
    expect(problems).toEqual([expect.stringContaining(`${factLine('conversion-increase')} facts[`)]);
    expect(problems[0]).toMatch(/content\/data\/portfolio\.yaml:\d+\), .*content\/data\/portfolio\.yaml:\d+\)/);
  });

  it("fails when a stated total is not its process's (6)", () => {
    const problems = planted<Company>('company', (value) => {
      value.terms.find((term) => term.id === 'launch-time')!.text = 'three to four weeks';
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^ {2}content\/data\/company\.yaml:\d+ terms\[\d+\]\.text: launch-time says "three to four weeks", but the steps of website-launch \(content\/pages\/[\w/-]+\.md:\d+\)/,
      ),
    ]);
  });

  it('fails when a saving is larger than the waste it removes, or a provider lies outside the range (7)', () => {
    const waste = planted<Company>('company', (value) => void (fact(value, 'cloud-waste').value = [30, 50]));
    expect(waste).toEqual([expect.stringContaining(factLine('cloud-cost-cut'))]);
    expect(waste[0]).toContain(factLine('cloud-waste'));
    const narrow = planted<Company>('company', (value) => void (fact(value, 'cloud-savings-range').value = [40, 60]));
    expect(narrow.length).toBeGreaterThan(0);
    for (const problem of narrow)
      expect(problem).toMatch(
        new RegExp(
          `^ {2}content/cloud/[\\w-]+\\.yaml:\\d+ heroStats\\.savings: .*\\(${factLine('cloud-savings-range')}\\)`,
        ),
      );
  });

  it('fails when a page shows a price no pricing page lists (9)', () => {
    const pages = site.pages.map((page): Page => {
      if (page.route !== '/devops-pricing') return page;
      const data = page.data as { sections: { type: string }[] };
      return { ...page, data: { ...data, sections: data.sections.filter((section) => section.type !== 'offers') } };
    });
    const problems = checkRelations({ ...site, pages }).map(formatProblem);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(
        /^ {2}content\/pages\/[\w/-]+\.md:\d+ .* with its price \(content\/data\/offers\.yaml:\d+\)/,
      );
  });
});
