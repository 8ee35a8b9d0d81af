import { factText, type CompanyFact, type CompanyTerm } from '../kit/fact-records';
import { figuresOf, type Figure, type FigureKind } from '../pipeline/content';
import { sentencesOf } from '../lib/sentences';

/** A fact or term as the claims check knows it: the words that name it, and its one figure. */
export interface Claim {
  id: string;
  /** Where it lives, for messages: `content/data/company.yaml (facts)`. */
  home: string;
  /** How its figure reads: "99.9%", "within 30 days of your first payment". */
  text: string;
  kind: FigureKind;
  low: number;
  high: number;
  words: RegExp;
}

/** A sentence that gives a claim another figure than its own. */
export interface Contradiction {
  sentence: string;
  figure: Figure;
  claims: Claim[];
}

const SCALE: Readonly<Record<string, number>> = { K: 1e3, M: 1e6, B: 1e9 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The claims of company.yaml that name their words: facts by their value, terms by the figure in their text. */
export function claimsOf(facts: readonly CompanyFact[], terms: readonly CompanyTerm[]): Claim[] {
  const claims: Claim[] = [];
  for (const fact of facts) {
    const figure = factFigure(fact);
    if (fact.words?.length && figure)
      claims.push({ id: fact.id, home: 'facts', text: factText(fact), ...figure, words: wordsPattern(fact.words) });
  }
  for (const term of terms) {
    const [figure] = figuresOf(term.text);
    if (term.words?.length && figure)
      claims.push({
        id: term.id,
        home: 'terms',
        text: term.text,
        kind: figure.kind,
        low: figure.low,
        high: figure.high,
        words: wordsPattern(term.words),
      });
  }
  return claims;
}

/** A fact's figure by its prefix and suffix: "$" money, "%" a share, " days" a duration, "+" a count. */
function factFigure(fact: CompanyFact): Pick<Claim, 'kind' | 'low' | 'high'> | undefined {
  const [low, high] = Array.isArray(fact.value) ? fact.value : [fact.value, fact.value];
  const suffix = fact.suffix ?? '';
  if (fact.prefix === '$') {
    const scale = SCALE[suffix.charAt(0)] ?? 1;
    return { kind: 'money', low: low * scale, high: high * scale };
  }
  if (suffix.startsWith('%')) return { kind: 'percent', low, high };
  if (/^ days?\b/.test(suffix)) return { kind: 'duration', low, high };
  if (suffix === '+') return { kind: 'count', low, high };
  return undefined;
}

function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w-])(?:${words.map(escape).join('|')})(?![\\w-])`, 'i');
}

const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 1e-9);

/** How far (in characters) a claim's words may stand from a figure and still be what it counts. */
const NEAR = 40;

/**
 * The sentences of `text` that state a figure of a claim's kind close to the claim's words,
 * when the figure is not the claim's own: "99.8% uptime" where uptime is 99.99%, "40-70% of
 * cloud spend is waste" where waste is 30-50%. A figure belongs to the claims whose words stand
 * nearest it (within NEAR characters, either side); it agrees when it is any of theirs.
 */
export function contradictionsIn(text: string, claims: readonly Claim[]): Contradiction[] {
  const found: Contradiction[] = [];
  for (const { sentence } of sentencesOf(text)) {
    const named = claims.filter((claim) => claim.words.test(sentence));
    if (!named.length) continue;
    for (const figure of figuresOf(sentence)) {
      const near = nearest(
        sentence,
        figure,
        named.filter((claim) => claim.kind === figure.kind),
      );
      if (!near.length || near.some((c) => same(c.low, figure.low) && same(c.high, figure.high))) continue;
      found.push({ sentence: sentence.trim(), figure, claims: near });
    }
  }
  return found;
}

/** The claims whose words stand nearest the figure, within NEAR characters. */
function nearest(sentence: string, figure: Figure, claims: readonly Claim[]): Claim[] {
  const start = figure.index;
  const end = start + figure.text.length;
  let best = NEAR + 1;
  let chosen: Claim[] = [];
  for (const claim of claims) {
    const words = new RegExp(claim.words.source, 'gi');
    for (const m of sentence.matchAll(words)) {
      const gap = m.index >= end ? m.index - end : Math.max(0, start - (m.index + m[0].length));
      if (gap < best) [best, chosen] = [gap, [claim]];
      else if (gap === best && !chosen.includes(claim)) chosen.push(claim);
    }
  }
  return chosen;
}
