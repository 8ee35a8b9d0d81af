import { contradictionsIn, type Claim } from './claims';
import type { Figure } from '../pipeline/content';
import type { CheckProblem } from './problem';
import type { Output } from './read-output';

/**
 * Figures that contradict the company's facts and terms (content/data/company.yaml): in every
 * block of text a visitor reads on every page, a figure beside the words of a fact or term
 * must be its value (see contradictionsIn). Clients' own figures, which a page marks as
 * `data-figures="project"`, are theirs to state.
 */
export function checkClaims(output: Output, claims: readonly Claim[]): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const page of output.pages.values()) {
    const seen = new Set<string>();
    for (const block of page.facts.text) {
      for (const { sentence, figure, claims: named } of contradictionsIn(block, claims)) {
        const key = `${sentence}\0${figure.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const [first] = named;
        problems.push({
          where: page.route,
          rule: 'claims',
          message: `"${sentence}" says ${figure.text} where ${named.map((c) => `${c.id} is ${c.text}`).join(' and ')} (content/data/company.yaml, ${first!.home})`,
          fix: `Write :${first!.home === 'terms' ? 'term' : 'fact'}[${first!.id}] instead of the figure, or, if it is another claim, give that claim its own entry in company.yaml with its words.`,
          find: [...around(sentence, figure), figure.text],
        });
      }
    }
  }
  return problems;
}

/** The figure with the words just before it, then just after it, as a source is likely to hold them on one line. */
function around(sentence: string, figure: Figure): string[] {
  const end = figure.index + figure.text.length;
  const before = /(?:\S+\s+){0,3}$/.exec(sentence.slice(0, figure.index))?.[0] ?? '';
  const after = /^(?:\s+\S+){0,3}/.exec(sentence.slice(end))?.[0] ?? '';
  return [before + figure.text, figure.text + after].filter((needle) => needle !== figure.text);
}
