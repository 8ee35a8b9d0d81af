/** One id of each fact home, to show a new file's writer how references look. */
export interface ExampleIds {
  offer: string;
  fact: string;
  person: string;
}

const firstId = (list: unknown): string | undefined => {
  const id: unknown = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? id : undefined;
};

/** The first offer, company fact and person of the site's data sets, or nothing when one is missing. */
export function exampleIds(data: Readonly<Record<string, unknown>>): ExampleIds | undefined {
  const offer = firstId((data.offers as { catalog?: unknown } | undefined)?.catalog);
  const fact = firstId((data.company as { facts?: unknown } | undefined)?.facts);
  const person = firstId(data.people);
  return offer && fact && person ? { offer, fact, person } : undefined;
}

/** How to show a price, a claim or a person: by reference, so the draft starts the right way. */
export const referencesNote = (ids: ExampleIds | undefined) =>
  ids
    ? `
TODO: delete this note. Prices, people and counted claims are references to content/data/, never typed: :price[${ids.offer}]
is written \`:price[${ids.offer}]\`, :fact[${ids.fact}]{field=both} is \`:fact[${ids.fact}]{field=both}\`, and
:person[${ids.person}] (:person[${ids.person}]{field=role}) is \`:person[${ids.person}]\` (\`{field=role}\`).
`
    : '';
