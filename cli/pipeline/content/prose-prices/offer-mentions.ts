import type { PricedOffer } from '../../../kit/prices';

/** After a one-word name (Starter), what makes it the offer rather than the word: maybe one word, then one of these. */
const OFFER_NOUN = /^(?:[\w-]+\s+)?(?:package|plan|tier|offer|bundle)\b/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An offer named in a sentence, and where. */
export interface Mention {
  offer: PricedOffer;
  index: number;
  end: number;
}

/** How to find one offer: each of its names (its name and its aliases) as a pattern. */
interface Matcher {
  offer: PricedOffer;
  names: { text: string; pattern: RegExp }[];
}

/**
 * Compiles the names of each offer. A name of several words (Infrastructure Audit, Starter
 * package) matches as whole words in any case; a one-word name (Starter) only as written, and
 * followed by package, plan, tier, offer or bundle, after one word at most ("Starter website
 * package"): the word alone is too common to be the offer.
 */
export function compileMatchers(catalog: readonly PricedOffer[]): Matcher[] {
  return catalog.map((offer) => ({
    offer,
    names: [offer.name, ...(offer.aliases ?? [])].map((text) => ({
      text,
      pattern: new RegExp(`(?<![\\w-])${escape(text)}(?![\\w-])`, text.includes(' ') ? 'gi' : 'g'),
    })),
  }));
}

/** Every offer a sentence names, with the place of each mention (an offer named twice, twice). */
export function mentionsIn(sentence: string, matchers: readonly Matcher[]): Mention[] {
  const mentions: Mention[] = [];
  for (const { offer, names } of matchers)
    for (const { text, pattern } of names)
      for (const match of sentence.matchAll(pattern)) {
        const end = match.index + text.length;
        if (text.includes(' ') || OFFER_NOUN.test(sentence.slice(end).trimStart()))
          mentions.push({ offer, index: match.index, end });
      }
  return mentions.sort((a, b) => a.index - b.index);
}

/** Whether a heading names an offer exactly (its name or an alias, in any case): the paragraphs under it are about that offer. */
export function offerOfHeading(heading: string | undefined, matchers: readonly Matcher[]): PricedOffer | undefined {
  const text = heading?.trim().toLowerCase();
  if (!text) return undefined;
  return matchers.find(({ names }) => names.some((name) => name.text.toLowerCase() === text))?.offer;
}
