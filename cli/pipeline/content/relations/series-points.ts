import { listAt } from '../../../kit/facts';
import type { SeriesDefinition } from '../../../kit/relations';
import { site as definition } from '../../site/index';
import { dataSource, pageSource, where, type RelationSite, type Source } from './sources';

/** One figure of a series, with where it is stated. */
export interface SeriesPoint {
  value: number;
  at: Source;
}

/** What a message calls a point, written as `written` writes a number: "84% (content/cloud/hetzner.yaml:13)". */
export const pointName = (point: SeriesPoint, written: (n: number) => string) =>
  `${written(point.value)} (${where(point.at)})`;

/** The ids the model defines a series for. */
export const seriesIds = () => Object.keys(declared());

/** The series the site declares (its definition's `relations.series`). */
const declared = (): Readonly<Record<string, SeriesDefinition>> => definition().relations?.series ?? {};

/**
 * The figures of the series `id` as the site states them, in content order, or undefined when the
 * model defines no such series. A data set the site lacks gives none.
 */
export function seriesPoints(id: string, site: RelationSite): { points: SeriesPoint[]; noun: string } | undefined {
  const series = declared()[id];
  if (!series) return undefined;
  const points: SeriesPoint[] = [];
  const { from, field } = series;
  if ('data' in from) {
    listAt(site.data.data[from.data], from.list).forEach((item, i) => {
      const value = series.value(item);
      if (value !== undefined)
        points.push({ value, at: dataSource(site.data, from.data, [...from.list, i, ...field]) });
    });
  } else {
    for (const page of site.pages) {
      if (page.collection !== from.pages) continue;
      const value = series.value(page.data);
      if (value !== undefined) points.push({ value, at: pageSource(page, field) });
    }
  }
  return { points, noun: series.noun };
}
