import type { Offer } from '../../templates/model/data/offers';

/** An offer with a price prose may state. */
export type PricedOffer = Pick<Offer, 'id' | 'name' | 'price'>;

/** A sentence of prose that gives an offer another price than its own. */
export interface PriceContradiction {
  sentence: string;
  /** Where the sentence starts in the text it was found in. */
  offset: number;
  offer: PricedOffer & { price: number };
}

/** A dollar amount as prose writes it: $999, $1,999, $4,999.50. */
const AMOUNT = /\$\d[\d,]*(?:\.\d{2})?/g;
/** Where a sentence ends: after . ! or ?, before a capital, a quote or a parenthesis. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z"(])/g;
/** After a one-word name (Starter, Professional), what makes it the offer rather than the word. */
const OFFER_NOUNS = /^(?:package|plan|tier|offer)\b/;

const amountOf = (text: string) => Number(text.slice(1).replace(/,/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentences of a block of text, each with its offset. */
export function sentencesOf(text: string): { sentence: string; offset: number }[] {
  const sentences: { sentence: string; offset: number }[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    sentences.push({ sentence: text.slice(start, end.index), offset: start });
    start = end.index + end[0].length;
  }
  sentences.push({ sentence: text.slice(start), offset: start });
  return sentences;
}

/**
 * A price typed into prose drifts when the offer's price changes. In each sentence of `text`
 * that names an offer of the catalog and states dollar amounts, at least one amount must be that
 * offer's price: otherwise the sentence gives the offer another price. Names match as whole
 * words, in any case ("our infrastructure audit"); a one-word name (Starter) only as written and
 * followed by package, plan, tier or offer. Used by the build (on Markdown bodies, with lines)
 * and by `site check` (on the output's prose).
 */
export function priceContradictions(text: string, catalog: readonly PricedOffer[]): PriceContradiction[] {
  const priced = pricedOffers(catalog);
  const found: PriceContradiction[] = [];
  for (const { sentence, offset } of sentencesOf(text)) {
    const amounts = sentence.match(AMOUNT)?.map(amountOf);
    if (!amounts) continue;
    for (const offer of priced) {
      if (names(sentence, offer.name, offer.pattern) && !amounts.includes(offer.price))
        found.push({
          sentence: sentence.trim(),
          offset,
          offer: { id: offer.id, name: offer.name, price: offer.price },
        });
    }
  }
  return found;
}

const patterns = new WeakMap<readonly PricedOffer[], ReturnType<typeof compile>>();
function pricedOffers(catalog: readonly PricedOffer[]) {
  let compiled = patterns.get(catalog);
  if (!compiled) patterns.set(catalog, (compiled = compile(catalog)));
  return compiled;
}

function compile(catalog: readonly PricedOffer[]) {
  return catalog
    .filter((offer): offer is PricedOffer & { price: number } => typeof offer.price === 'number' && offer.price > 0)
    .map((offer) => ({
      ...offer,
      pattern: new RegExp(`(?<![\\w-])${escape(offer.name)}(?![\\w-])`, offer.name.includes(' ') ? 'gi' : 'g'),
    }));
}

function names(sentence: string, name: string, pattern: RegExp): boolean {
  for (const match of sentence.matchAll(pattern)) {
    if (name.includes(' ') || OFFER_NOUNS.test(sentence.slice(match.index + name.length).trimStart())) return true;
  }
  return false;
}
