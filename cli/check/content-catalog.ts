import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { listAt, recordsOf, type FactHome } from '../kit/facts';
import type { CompanyFact, CompanyTerm } from '../kit/fact-records';
import type { PricedOffer } from '../kit/prices';
import { site } from '../pipeline/site/index';
import { claimsOf } from './claims';
import type { CheckContent } from './check-output';

/**
 * What the checks compare the output with, from `contentDir`: the offers (the site's `offer`
 * home of facts), for prices typed into prose, and the company's facts and terms (its `fact`
 * home) with their words, for figures that contradict them. Nothing of a file that is missing
 * or invalid (the build reports that with its line), nor of a home the site does not declare.
 */
export async function contentCatalog(contentDir: string): Promise<CheckContent> {
  const homes = site().facts?.homes;
  const [offers, company] = await Promise.all([readHome(contentDir, homes?.offer), readHome(contentDir, homes?.fact)]);
  const terms = homes?.fact.terms;
  return {
    spelling: { contentDir },
    ...(offers && homes ? { catalog: recordsOf(offers, homes.offer) as readonly PricedOffer[] } : {}),
    ...(company && homes
      ? {
          claims: claimsOf(
            recordsOf(company, homes.fact) as readonly CompanyFact[],
            (terms ? listAt(company, terms) : []) as readonly CompanyTerm[],
          ),
        }
      : {}),
  };
}

/** A home's data set, validated by the site's schema for it; undefined when missing or invalid. */
async function readHome(contentDir: string, home: FactHome | undefined): Promise<unknown> {
  const schema = home && site().data[home.data];
  if (!home || !schema) return undefined;
  const parsed = schema.safeParse(await readData(contentDir, `${home.data}.yaml`));
  return parsed.success ? parsed.data : undefined;
}

async function readData(contentDir: string, file: string): Promise<Record<string, unknown> | undefined> {
  const text = await readFile(path.join(contentDir, 'data', file), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return YAML.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
