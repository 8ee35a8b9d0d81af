import { createContext, useContext } from 'react';
import type { Company, CompanyFact, CompanyTerm } from '../data/company';
import type { Offer, Offers } from '../data/offers';
import { writtenOut } from '../offers/included-offers';
import { spotsByOffer, type Spots } from '../offers/scarcity';
import type { Person } from '../data/people';
import { factText } from './fact-text';

/** The three homes of facts, as content/data/ holds them (plain data: it crosses into render threads). */
export interface FactsData {
  people: readonly Person[];
  offers: Pick<Offers, 'currency' | 'catalog'> & Partial<Pick<Offers, 'services' | 'websitePackages' | 'promotion'>>;
  company: Company;
}

/**
 * Facts by id. Every reference in content is checked when content loads (cli/pipeline/content/references/),
 * so a lookup here cannot miss on a built page; it throws only for a template bug, such as an
 * id typed into a template.
 */
export interface Facts {
  readonly data: FactsData;
  person(id: string): Person;
  offer(id: string): Offer;
  fact(id: string): CompanyFact;
  term(id: string): CompanyTerm;
  /** The offer's spots left (templates/model/offers/scarcity.ts), one number on every page; undefined when it shows none. */
  spots(offerId: string): Spots | undefined;
  /** The fact's figure as written: "8+", "$2.1M+". */
  factText(id: string): string;
  readonly currency: string;
  readonly founded: number;
}

export function createFacts(data: FactsData): Facts {
  const people = new Map(data.people.map((p) => [p.id, p]));
  const offers = new Map(writtenOut(data.offers.catalog).map((o) => [o.id, o]));
  const facts = new Map(data.company.facts.map((f) => [f.id, f]));
  const terms = new Map(data.company.terms.map((t) => [t.id, t]));
  const spots = spotsByOffer(data.offers);
  const find = <T>(map: ReadonlyMap<string, T>, kind: string, id: string): T => {
    const found = map.get(id);
    if (!found)
      throw new Error(
        `No ${kind} "${id}" in content/data/ (references are checked at load: is this id typed in a template?)`,
      );
    return found;
  };
  return {
    data,
    person: (id) => find(people, 'person', id),
    offer: (id) => find(offers, 'offer', id),
    fact: (id) => find(facts, 'company fact', id),
    term: (id) => find(terms, 'company term', id),
    spots: (id) => spots.get(id),
    factText: (id) => factText(find(facts, 'company fact', id)),
    currency: data.offers.currency,
    founded: data.company.founded,
  };
}

const FactsContext = createContext<Facts | undefined>(undefined);

/** Provided once per page by the page renderer. */
export const FactsProvider = FactsContext.Provider;

/** The site's facts, for components deep in a page (testimonial cards, price cards, stats). */
export function useFacts(): Facts {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error('useFacts() outside a page: the page renderer provides the facts');
  return facts;
}
