import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import YAML from 'yaml';
import { DATA_SCHEMAS } from '../../templates/model/data/index';
import { createFacts, FactsProvider, type Facts } from '../../templates/model/facts/facts';
import { REPO_ROOT } from './fixtures';

let facts: Facts | undefined;

/**
 * The people, offers and company facts of content/data/, validated by their schemas, for tests
 * that render a component on its own. Texts keep their directives unresolved (the loader
 * resolves them: use loadContentSite() and siteFacts() where that matters).
 */
export function contentFacts(): Facts {
  const read = (name: string): unknown =>
    YAML.parse(readFileSync(path.join(REPO_ROOT, 'content', 'data', `${name}.yaml`), 'utf8'));
  facts ??= createFacts({
    people: DATA_SCHEMAS.people.parse(read('people')),
    offers: DATA_SCHEMAS.offers.parse(read('offers')),
    company: DATA_SCHEMAS.company.parse(read('company')),
  });
  return facts;
}

/** An element rendered with facts, as every page is. */
export const withFacts = (element: ReactElement, given: Facts = contentFacts()) => (
  <FactsProvider value={given}>{element}</FactsProvider>
);
