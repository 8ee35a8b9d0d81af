import { factText } from './fact-text';
import { termIds, termText } from './terms';
import type { Facts } from './facts';
import { unknownIdHint } from '../../../cli/kit/nearest';
import type { DirectiveResult, DirectiveTarget } from '../../../cli/kit/facts';
import { offerView } from './offer-view';
import { firstName } from './person-names';

/**
 * The text directives content may use to show a fact (remark-directive syntax):
 *   :price[infrastructure-audit]            -> $999
 *   :saving[infrastructure-audit]           -> 67%
 *   :offer[infrastructure-audit]{field=originalPrice}   (name, price, originalPrice, saving, period, description)
 *   :fact[years-experience]                 -> 8+        ({field=label} -> years of experience; {field=both})
 *   :person[founder]{field=role}            (name, firstName, role, company)
 *   :term[guarantee-window]                 -> within 30 days of your first payment
 *   :term[currency]                         -> US dollars (from the offers' currency)
 * The same syntax works in Markdown bodies (a remark plugin) and in front-matter text.
 */
export const DIRECTIVES = ['price', 'saving', 'offer', 'fact', 'person', 'term'] as const;
export type DirectiveName = (typeof DIRECTIVES)[number];

export type { DirectiveResult } from '../../../cli/kit/facts';

const FIELDS: Record<DirectiveName, readonly string[]> = {
  price: [],
  saving: [],
  offer: ['name', 'price', 'originalPrice', 'saving', 'period', 'description'],
  fact: ['text', 'label', 'both'],
  person: ['name', 'firstName', 'role', 'company'],
  term: [],
};

const HOME = {
  offer: 'content/data/offers.yaml (catalog)',
  fact: 'content/data/company.yaml (facts)',
  person: 'content/data/people.yaml',
  term: 'content/data/company.yaml (terms)',
};

/** The fields of `:offer[id]{field=...}` that write a price. */
const PRICE_FIELDS: ReadonlySet<string> = new Set(['price', 'originalPrice', 'saving']);

/**
 * What a directive shows, for the relations: `:price`, `:saving` and `:offer` an offer (writing
 * its price unless `:offer` shows another field), `:fact` a company fact, `:person` a person,
 * `:term` a company term.
 */
export function directiveTarget(
  name: DirectiveName,
  label: string,
  attributes: Readonly<Record<string, string | null | undefined>>,
): DirectiveTarget | undefined {
  const id = label.trim();
  if (!id || !isDirective(name)) return undefined;
  if (name === 'price' || name === 'saving') return { kind: 'offer', id, price: true };
  if (name === 'offer') return { kind: 'offer', id, price: PRICE_FIELDS.has(attributes.field ?? '') };
  return { kind: name === 'person' ? 'person' : name === 'term' ? 'term' : 'fact', id, price: false };
}

const isDirective = (name: string): name is DirectiveName => (DIRECTIVES as readonly string[]).includes(name);

/** The text a directive stands for, or what is wrong with it. */
export function resolveDirective(
  facts: Facts,
  name: DirectiveName,
  label: string,
  attributes: Readonly<Record<string, string | null | undefined>>,
): DirectiveResult {
  const id = label.trim();
  const written = `:${name}[${label}]`;
  if (!id)
    return {
      message: `${written} names no id`,
      hint: `Write the id between the brackets, e.g. :${name}[${example(name)}].`,
    };
  const field = attributes.field ?? undefined;
  const unknownAttribute = Object.keys(attributes).find((key) => key !== 'field');
  if (unknownAttribute)
    return {
      message: `${written} has an unknown attribute "${unknownAttribute}"`,
      hint: 'The only attribute is {field=...}.',
    };
  const fields = FIELDS[name];
  if (field !== undefined && !fields.includes(field)) {
    const hint = fields.length
      ? `Use one of: ${fields.join(', ')}.`
      : `:${name} takes no field; remove {field=${field}}.`;
    return { message: `${written}{field=${field}} is not a field it has`, hint };
  }
  const kind = name === 'person' || name === 'fact' || name === 'term' ? name : 'offer';
  const known =
    kind === 'person'
      ? facts.data.people.map((p) => p.id)
      : kind === 'fact'
        ? facts.data.company.facts.map((f) => f.id)
        : kind === 'term'
          ? termIds(facts)
          : facts.data.offers.catalog.map((o) => o.id);
  if (!known.includes(id))
    return {
      message: `${written}: "${id}" is not ${kind === 'offer' ? 'an' : 'a'} ${kind} id`,
      hint: unknownIdHint(id, known, HOME[kind]),
    };
  if (kind === 'term') return { text: termText(facts, id) };
  if (kind === 'person') {
    const person = facts.person(id);
    return {
      text:
        field === 'firstName'
          ? firstName(person)
          : field === 'role'
            ? person.role
            : field === 'company'
              ? person.company
              : person.name,
    };
  }
  if (kind === 'fact') {
    const fact = facts.fact(id);
    return {
      text: field === 'label' ? fact.label : field === 'both' ? `${factText(fact)} ${fact.label}` : factText(fact),
    };
  }
  const view = offerView(facts.offer(id));
  const wanted = name === 'price' ? 'price' : name === 'saving' ? 'saving' : (field ?? 'name');
  const text =
    wanted === 'saving'
      ? view.savings
      : wanted === 'originalPrice'
        ? view.originalPrice
        : (view[wanted as 'name' | 'price' | 'period' | 'description'] ?? undefined);
  if (text === undefined)
    return {
      message: `${written}: the offer "${id}" has no ${wanted === 'saving' ? 'saving (no originalPrice)' : wanted}`,
      hint: 'Give the offer an originalPrice in content/data/offers.yaml, or show another field.',
    };
  return { text };
}

const example = (name: DirectiveName) =>
  name === 'person'
    ? 'founder'
    : name === 'fact'
      ? 'years-experience'
      : name === 'term'
        ? 'guarantee-window'
        : 'infrastructure-audit';
