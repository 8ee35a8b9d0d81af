import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { companySchema } from '../../templates/model/data/company';
import { offersSchema } from '../../templates/model/data/offers';
import { claimsOf } from './claims';
import type { CheckContent } from './check-output';

/**
 * What the checks compare the output with, from `contentDir`: the offers (content/data/offers.yaml),
 * for prices typed into prose, and the company's facts and terms (company.yaml) with their words,
 * for figures that contradict them. Nothing of a file that is missing or invalid (the build
 * reports that with its line).
 */
export async function contentCatalog(contentDir: string): Promise<CheckContent> {
  const [offers, company] = await Promise.all([
    readData(contentDir, 'offers.yaml'),
    readData(contentDir, 'company.yaml'),
  ]);
  const catalog = offersSchema.shape.catalog.safeParse(offers?.catalog);
  const facts = companySchema.safeParse(company);
  return {
    spelling: { contentDir },
    ...(catalog.success ? { catalog: catalog.data } : {}),
    ...(facts.success ? { claims: claimsOf(facts.data.facts, facts.data.terms) } : {}),
  };
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
