import { sentencesOf } from '../../../lib/sentences';
import { amountKind } from './amount-kind';
import { compileMatchers, mentionsIn, offerOfHeading, type Mention } from './offer-mentions';
import type { PricedOffer } from '../../../kit/prices';

/** A sentence of prose that gives an offer another price (or regular price) than its own. */
export interface PriceContradiction {
  sentence: string;
  /** Where the sentence starts in the text it was found in. */
  offset: number;
  offer: PricedOffer & { price: number };
  /** Which of the offer's prices the sentence gets wrong. */
  kind: 'price' | 'regular';
  /** The amount as written. */
  amount: string;
}

/** A dollar amount as prose writes it: $999, $1,999, $4,999.50. */
const AMOUNT = /\$\d+(?:,\d{3})*(?:\.\d{2})?/g;
const amountOf = (text: string) => Number(text.slice(1).replace(/,/g, ''));

const compiled = new WeakMap<readonly PricedOffer[], ReturnType<typeof compileMatchers>>();
function matchersOf(catalog: readonly PricedOffer[]) {
  let matchers = compiled.get(catalog);
  if (!matchers) {
    const priced = catalog.filter((offer) => typeof offer.price === 'number' && offer.price > 0);
    compiled.set(catalog, (matchers = compileMatchers(priced)));
  }
  return matchers;
}

/**
 * A price typed into prose drifts when the offer's price changes. Each dollar amount of a
 * sentence that names an offer (its name or an alias; or, for a sentence naming none, the offer a
 * heading above the block names exactly) is read as that offer's price, or as its regular price
 * when the words before it say so ("regularly", "was", "normally"), unless the words around it
 * make it another kind of price (an add-on, a per-month or per-page figure of an offer paid
 * otherwise, a saving, a bound such as "up to"). An amount belongs to the nearest offer named
 * before it (after it, when none is), and to another offer the sentence names when it is that
 * offer's price. Used by the build (on Markdown bodies, with lines) and by `site check` (on the
 * output's prose).
 */
export function priceContradictions(
  text: string,
  catalog: readonly PricedOffer[],
  heading?: string,
): PriceContradiction[] {
  const matchers = matchersOf(catalog);
  const underHeading = offerOfHeading(heading, matchers);
  const found: PriceContradiction[] = [];
  for (const { sentence, offset } of sentencesOf(text)) {
    if (!sentence.includes('$')) continue;
    const named = mentionsIn(sentence, matchers);
    const mentions: Mention[] = named.length
      ? named
      : underHeading
        ? [{ offer: underHeading, index: -1, end: -1 }]
        : [];
    if (!mentions.length) continue;
    for (const match of sentence.matchAll(AMOUNT)) {
      const value = amountOf(match[0]);
      // The price of any offer the sentence names is that offer's: "Starter at $2,999, Professional at $4,999".
      if (mentions.some(({ offer }) => offer.price === value || offer.originalPrice === value)) continue;
      const offer = ownerOf(mentions, match.index).offer as PricedOffer & { price: number };
      const kind = amountKind(sentence, match.index, match.index + match[0].length, offer);
      if (kind === 'other') continue;
      found.push({ sentence: sentence.trim(), offset, offer, kind, amount: match[0] });
    }
  }
  return found;
}

/** The mention an amount at `index` belongs to: the nearest one before it, else the first after it. */
function ownerOf(mentions: readonly Mention[], index: number): Mention {
  let owner = mentions[0]!;
  for (const mention of mentions) if (mention.index < index) owner = mention;
  return owner;
}
