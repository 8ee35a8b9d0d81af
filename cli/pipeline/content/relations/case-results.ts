import { site as definition } from '../../site/index';
import type { Problem } from '../../../errors';
import { figuresOf } from '../figures';
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
  const results = [...dataResults(site), ...pageResults(site)];
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

/** The results the data sets state (the site's case studies: its `relations.cases`), each its client's. */
function dataResults(site: RelationSite): Result[] {
  const stated = definition().relations?.cases?.results(site.data.data) ?? [];
  return stated.flatMap(({ client, text, data, path }) => percents(text, client, dataSource(site.data, data, path)));
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
  const field = definition().relations?.cases?.labelsField;
  if (field === undefined) return [];
  const first = new Map<string, { label: string; at: Source }>();
  const problems: Problem[] = [];
  for (const { page, records } of pageFinds(site.pages))
    for (const { record, at } of records) {
      const labels = record[field];
      if (!labels || typeof labels !== 'object') continue;
      for (const [metric, label] of Object.entries(labels)) {
        if (typeof label !== 'string') continue;
        const here = pageSource(page, [...at, field, metric]);
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
