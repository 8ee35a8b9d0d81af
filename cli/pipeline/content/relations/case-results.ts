import type { Person } from '../../../../templates/model/data/people';
import { clientOf, METRIC_LABELS_FIELD, type PortfolioCase } from '../../../../templates/model/data/portfolio';
import type { Problem } from '../../../errors';
import { figuresOf } from '../figures';
import type { FieldPath } from '../../../lib/yaml-source';
import { pageFinds } from './page-finds';
import { dataSource, pageSource, relationProblem, where, type RelationSite, type Source } from './sources';

/** A result as a case study states it: whose it is, its figure and where. */
interface Result {
  client: string;
  figure: string;
  at: Source;
}

/**
 * Each case-study result belongs to one client and has one label. A percentage stated as one
 * client's result (a portfolio case's metric, or a result of any case study that names its
 * `client` beside its `results`) is never another client's; and every page that labels a
 * metric (`metricLabels`) gives it the same words. Each break names both lines.
 */
export function checkCaseResults(site: RelationSite): Problem[] {
  const results = [...portfolioResults(site), ...pageResults(site)];
  const first = new Map<string, Result>();
  const problems: Problem[] = [];
  for (const result of results) {
    const earlier = first.get(result.figure);
    if (!earlier) first.set(result.figure, result);
    else if (earlier.client !== result.client)
      problems.push(
        relationProblem(
          result.at,
          `${result.figure} is stated as ${result.client}'s result, and as ${earlier.client}'s (${where(earlier.at)})`,
          `A result belongs to one client. Show ${earlier.client}'s case where you mean it (reference it, do not retype it), or give ${result.client} its own figures.`,
        ),
      );
  }
  return [...problems, ...labelProblems(site)];
}

/** A portfolio case's metrics and results, each its client's. */
function portfolioResults(site: RelationSite): Result[] {
  const cases = site.data.data.portfolio as readonly PortfolioCase[] | undefined;
  const people = new Map(((site.data.data.people ?? []) as readonly Person[]).map((p) => [p.id, p]));
  if (!cases) return [];
  return cases.flatMap((item, i) => {
    const person = people.get(item.testimonial.person);
    const client = person ? clientOf(item, { person: () => person }) : item.id;
    const at = (path: FieldPath) => dataSource(site.data, 'portfolio', [i, ...path]);
    return [
      ...Object.entries(item.metrics).flatMap(([key, text]) => percents(text, client, at(['metrics', key]))),
      ...item.results.flatMap((text, j) => percents(text, client, at(['results', j]))),
    ];
  });
}

/** The results of every case study in front matter: a record with a `client` and its `results`. */
function pageResults(site: RelationSite): Result[] {
  const results: Result[] = [];
  for (const { page, records } of pageFinds(site.pages))
    for (const { record, at } of records) {
      const { client, results: texts } = record;
      if (typeof client !== 'string' || !Array.isArray(texts)) continue;
      texts.forEach((text, j) => {
        if (typeof text === 'string') results.push(...percents(text, client, pageSource(page, [...at, 'results', j])));
      });
    }
  return results;
}

/** The percentages of a result's text ("+212%", "up 212% in four months"), as sizes: 212%. */
const percents = (text: string, client: string, at: Source): Result[] =>
  figuresOf(text)
    .filter((figure) => figure.kind === 'percent')
    .map((figure) => ({
      client,
      figure: `${figure.low === figure.high ? figure.low : `${figure.low}-${figure.high}`}%`,
      at,
    }));

/** Every page's words for each metric, against the first page that labels it. */
function labelProblems(site: RelationSite): Problem[] {
  const first = new Map<string, { label: string; at: Source }>();
  const problems: Problem[] = [];
  for (const { page, records } of pageFinds(site.pages))
    for (const { record, at } of records) {
      const labels = record[METRIC_LABELS_FIELD];
      if (!labels || typeof labels !== 'object') continue;
      for (const [metric, label] of Object.entries(labels)) {
        if (typeof label !== 'string') continue;
        const here = pageSource(page, [...at, METRIC_LABELS_FIELD, metric]);
        const earlier = first.get(metric);
        if (!earlier) first.set(metric, { label, at: here });
        else if (earlier.label !== label)
          problems.push(
            relationProblem(
              here,
              `labels the metric ${metric} "${label}", where ${where(earlier.at)} labels it "${earlier.label}"`,
              'A result has one label on every page: use the same words on both (or change both).',
            ),
          );
      }
    }
  return problems;
}
