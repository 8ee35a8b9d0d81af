import type { Offer } from '../../templates/data/offers';
import { priceText } from '../../templates/facts/offers';
import type { Output } from './output';
import type { CheckProblem } from './problem';

/** A dollar amount as prose writes it: $999, $1,999, $4,999.50. */
const AMOUNT = /\$\d[\d,]*(?:\.\d{2})?/g;
/** Where a sentence ends. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z"(])/;
/** After a one-word name (Starter, Professional), what makes it the offer rather than the word. */
const OFFER_NOUNS = /^(?:package|plan|tier|offer)\b/;

const amountOf = (text: string) => Number(text.slice(1).replace(/,/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A price typed into prose drifts when the offer's price changes. In each sentence of a page's
 * prose (its rendered Markdown) that names an offer of the catalog and states dollar amounts,
 * at least one amount must be that offer's price: otherwise the sentence gives the offer another
 * price. Names match as whole words, in any case ("our infrastructure audit"); a one-word name
 * (Starter) only as written and followed by package, plan, tier or offer.
 */
export function checkPrices(output: Output, catalog: readonly Pick<Offer, 'id' | 'name' | 'price'>[]): CheckProblem[] {
  const priced = catalog
    .filter((offer): offer is typeof offer & { price: number } => typeof offer.price === 'number' && offer.price > 0)
    .map((offer) => ({
      ...offer,
      pattern: new RegExp(`(?<![\\w-])${escape(offer.name)}(?![\\w-])`, offer.name.includes(' ') ? 'gi' : 'g'),
    }));
  const problems: CheckProblem[] = [];
  for (const page of output.pages.values()) {
    for (const sentence of page.facts.prose.flatMap((block) => block.split(SENTENCE_END))) {
      const amounts = sentence.match(AMOUNT)?.map(amountOf);
      if (!amounts) continue;
      for (const offer of priced) {
        if (!names(sentence, offer.name, offer.pattern) || amounts.includes(offer.price)) continue;
        problems.push({
          where: page.route,
          rule: 'facts',
          message: `"${sentence}" gives the ${offer.name} another price than its ${priceText(offer.price)} (content/data/offers.yaml)`,
          fix: `Write :price[${offer.id}] in the Markdown instead of the amount, so the text always shows the offer's price.`,
        });
      }
    }
  }
  return problems;
}

function names(sentence: string, name: string, pattern: RegExp): boolean {
  for (const match of sentence.matchAll(pattern)) {
    if (name.includes(' ') || OFFER_NOUNS.test(sentence.slice(match.index + name.length).trimStart())) return true;
  }
  return false;
}
