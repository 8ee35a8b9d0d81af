import { recordsOf, type DirectiveResult, type FactsData, type FactsModel } from '../../kit/facts';
import type { PricedOffer } from '../../kit/prices';
import { site } from './load-site';

/**
 * The site's facts as the engine handles them: made by the site's model (its definition's
 * `facts`), held by the engine without reading them, and handed back to the site's directives
 * and templates. A site that declares no facts has no directives: `:price[x]` is then text.
 */
export type Facts = unknown;

const model = (): FactsModel | undefined => site().facts;

/** The site's facts from its homes' data, made once per data (each thread has its own copy). */
const made = new WeakMap<FactsData, Facts>();
export function createFacts(data: FactsData): Facts {
  const facts = model();
  if (!facts) throw new Error('The site declares no facts (facts in templates/site.ts), so there are none to make');
  if (!made.has(data)) made.set(data, facts.create(data));
  return made.get(data);
}

/** Whether `name` is one of the site's fact directives. */
export const isFactDirective = (name: string): boolean => model()?.directives.names.includes(name) ?? false;

let quickTest: RegExp | null | undefined;
/** Whether a text may use a fact directive: a quick test before it is parsed (most text uses none). */
export function mayUseFactDirective(text: string): boolean {
  if (quickTest === undefined) {
    const names = model()?.directives.names ?? [];
    const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    quickTest = names.length ? new RegExp(`:(?:${escaped.join('|')})\\[`) : null;
  }
  return quickTest?.test(text) ?? false;
}

/** The text a fact directive stands for, or what is wrong with it (the site's directives read its facts). */
export function resolveDirective(
  facts: Facts,
  name: string,
  label: string,
  attributes: Readonly<Record<string, string | null | undefined>>,
): DirectiveResult {
  const directives = model()?.directives;
  if (!directives) return { message: `:${name}[${label}] is no directive of this site`, hint: 'Remove it.' };
  return directives.resolve(facts, name, label, attributes);
}

/** The offers prose may price (the records of the site's `offers` home), from a build's facts. */
export function pricedOffers(data: FactsData | undefined): readonly PricedOffer[] {
  const home = model()?.homes.offer;
  return home && data ? (recordsOf(data.offer, home) as readonly PricedOffer[]) : [];
}
