import { listAt } from '../../../kit/facts';
import type { CompanyTerm } from '../../../kit/fact-records';
import { unknownIdHint } from '../../../kit/nearest';
import type { Problem } from '../../../errors';
import { durationOf, processesOf, unitOf, type Process } from './processes';
import { directiveTargets } from '../../site/index';
import { dataSource, factHomes, pageSource, relationProblem, where, type RelationSite, type Source } from './sources';

/**
 * A stated total time names its process and is computed from its phases. A term with `process:`
 * states, in its text, the sum of that process's steps, rounded to the unit it is written in
 * ("two to three weeks" for 12-23 days). A process shown on several pages has the same steps on
 * each. And a process that states a term beside its steps states its own total, not another
 * process's. Each break names both lines.
 */
export function checkProcessTimes(site: RelationSite): Problem[] {
  const processes = processesOf(site);
  const byId = new Map<string, Process>();
  const problems: Problem[] = [];
  for (const process of processes) {
    if (process.id === undefined) continue;
    const first = byId.get(process.id);
    if (!first) byId.set(process.id, process);
    else if (!sameSteps(first, process))
      problems.push(
        relationProblem(
          process.at,
          `shows the process ${process.id} with steps of ${stepsText(process)}, where ${where(first.at)} shows ${stepsText(first)}`,
          'A process has one set of steps: make both the same, or give one its own id.',
        ),
      );
  }
  const company = factHomes(site).fact;
  const path = company?.terms;
  const listed = company && path ? listAt(company.data, path) : [];
  const terms = (listed as readonly CompanyTerm[]).map((term, i) => ({
    term,
    at: (field: string) => dataSource(site.data, company!.name, [...path!, i, field]),
  }));
  for (const { term, at } of terms) {
    if (term.process === undefined) continue;
    const process = byId.get(term.process);
    if (!process)
      problems.push(
        relationProblem(at('process'), `"${term.process}" is not the id of a process`, processHint(term, byId)),
      );
    else problems.push(...statedTotal(term, at('text'), process));
  }
  const named = new Map(terms.map(({ term, at }) => [term.id, { term, at: at('text') }]));
  for (const process of processes) problems.push(...othersTotal(process, named, byId));
  return problems;
}

function statedTotal(term: CompanyTerm, at: Source, process: Process): Problem[] {
  const stated = durationOf(term.text);
  const unit = unitOf(stated?.text ?? term.text);
  const total = rounded(process.total, unit.days);
  if (stated && same(rounded(stated, unit.days), total)) return [];
  return [
    relationProblem(
      at,
      `${term.id} says "${term.text}", but the steps of ${process.id ?? 'its process'} (${where(process.at)}) add up to ${process.total.low}-${process.total.high} days, about ${total.low}-${total.high} ${unit.name}`,
      `State the total of its steps (${total.low}-${total.high} ${unit.name}), or change the steps.`,
    ),
  ];
}

/** A term stated beside a process's steps that is the total of another process. */
function othersTotal(
  process: Process,
  terms: ReadonlyMap<string, { term: CompanyTerm; at: Source }>,
  byId: ReadonlyMap<string, Process>,
): Problem[] {
  return process.texts.flatMap(({ text, path }) =>
    directiveTargets(text).flatMap((target) => {
      const named = target.kind === 'term' ? terms.get(target.id) : undefined;
      const other = named?.term.process;
      if (!named || other === undefined || other === process.id) return [];
      const source = byId.get(other);
      // A term naming no process of the site is reported once, at the term.
      if (!source) return [];
      return [
        relationProblem(
          pageSource(process.page, path),
          `states ${named.term.id} (${where(named.at)}), the total of ${other} (${where(source.at)}), beside steps that add up to ${process.total.low}-${process.total.high} days`,
          `A total time beside a process is that process's: give this process the id ${other} if it is that process, or state its own total.`,
        ),
      ];
    }),
  );
}

type Range = { low: number; high: number };
const rounded = (range: Range, days: number): Range => ({
  low: Math.round(range.low / days),
  high: Math.round(range.high / days),
});
const same = (a: Range, b: Range) => a.low === b.low && a.high === b.high;

function sameSteps(a: Process, b: Process): boolean {
  return (
    a.steps.length === b.steps.length &&
    a.steps.every((step, i) => step?.low === b.steps[i]?.low && step?.high === b.steps[i]?.high)
  );
}

const stepsText = (process: Process) => process.steps.map((step) => step?.text ?? 'no length').join(', ');

function processHint(term: CompanyTerm, byId: ReadonlyMap<string, Process>): string {
  return unknownIdHint(term.process ?? '', [...byId.keys()], 'a process of the pages (the `id` beside its `steps`)');
}
