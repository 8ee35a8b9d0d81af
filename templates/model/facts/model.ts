import type { FactsData as HomesData, FactsModel } from '../../../cli/kit/facts';
import { OFFER_FIELDS, PERSON_FIELDS } from '../data/ids';
import { DIRECTIVES, directiveTarget, resolveDirective, type DirectiveName } from './directives';
import { createFacts, type Facts, type FactsData } from './facts';

/**
 * This site's facts, as its definition declares them: people (content/data/people.yaml), the
 * offers' catalog (offers.yaml) and the company's facts (company.yaml), its facts object and its
 * directives. The engine hands `create` the data sets these schemas parsed, and `resolve` only
 * the names listed.
 */
/** The homes' data sets by this site's names for them (their schemas parsed them). */
const asFactsData = (data: HomesData) => ({ people: data.person, offers: data.offer, company: data.fact }) as FactsData;

export const FACTS: FactsModel<Facts> = {
  homes: {
    person: { data: 'people', records: [], owned: PERSON_FIELDS },
    offer: { data: 'offers', records: ['catalog'], owned: OFFER_FIELDS },
    fact: { data: 'company', records: ['facts'], terms: ['terms'] },
  },
  create: (data) => createFacts(asFactsData(data)),
  directives: {
    names: DIRECTIVES,
    resolve: (facts, name, label, attributes) => resolveDirective(facts, name as DirectiveName, label, attributes),
    target: (name, label, attributes) => directiveTarget(name as DirectiveName, label, attributes),
  },
};
