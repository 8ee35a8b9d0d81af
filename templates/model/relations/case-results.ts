import type { CaseResults, StatedResult } from '../../../cli/kit/relations';
import { clientOf, METRIC_LABELS_FIELD, type PortfolioCase } from '../data/portfolio';
import type { Person } from '../data/people';

/**
 * This site's case studies as the relations read them: each portfolio case's metrics and
 * results, its client's (the company of the person who speaks for it; the case's id when that
 * person is unknown, which the reference check reports), and the field pages label metrics in.
 */
export const CASE_RESULTS: CaseResults = {
  results(data) {
    const cases = data.portfolio as readonly PortfolioCase[] | undefined;
    const people = new Map(((data.people ?? []) as readonly Person[]).map((p) => [p.id, p]));
    return (cases ?? []).flatMap((item, i): StatedResult[] => {
      const person = people.get(item.testimonial.person);
      const client = person ? clientOf(item, { person: () => person }) : item.id;
      const result = (text: string, ...path: (string | number)[]) => ({
        client,
        text,
        data: 'portfolio',
        path: [i, ...path],
      });
      return [
        ...Object.entries(item.metrics).map(([key, text]) => result(text, 'metrics', key)),
        ...item.results.map((text, j) => result(text, 'results', j)),
      ];
    });
  },
  labelsField: METRIC_LABELS_FIELD,
};
