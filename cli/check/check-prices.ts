import { priceContradictions, type PricedOffer } from '../pipeline/content';
import { priceProblem } from '../pipeline/output';
import type { Output } from './read-output';
import type { CheckProblem } from './problem';

/**
 * Prices typed into the output's prose (rendered Markdown) that contradict the offer they name
 * (see priceContradictions): the build already fails on those of Markdown bodies, with their
 * line; this finds them wherever else prose comes from.
 */
export function checkPrices(output: Output, catalog: readonly PricedOffer[]): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const page of output.pages.values()) {
    for (const block of page.facts.prose) {
      for (const contradiction of priceContradictions(block, catalog)) {
        const { message, hint } = priceProblem(contradiction);
        problems.push({
          where: page.route,
          rule: 'facts',
          message,
          fix: hint,
          find: amountNeedles(contradiction.sentence, contradiction.offer.name),
        });
      }
    }
  }
  return problems;
}

/** The sentence's amounts, first on a line that also names the offer. */
function amountNeedles(sentence: string, name: string): RegExp[] {
  const amounts = sentence.match(/\$\d[\d,]*(?:\.\d{2})?/g) ?? [];
  const escaped = amounts.map((amount) => amount.replace(/[$.]/g, '\\$&'));
  const named = escaped.map(
    (amount) =>
      new RegExp(`${name.split(/\s+/)[0]}.*${amount}(?!\\d)|${amount}(?![\\d,]).*${name.split(/\s+/)[0]}`, 'i'),
  );
  return [...named, ...escaped.map((amount) => new RegExp(`${amount}(?![\\d,])`))];
}
