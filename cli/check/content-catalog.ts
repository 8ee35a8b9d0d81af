import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { offersSchema } from '../../templates/data/offers';
import type { CheckContent } from './check-output';

/**
 * The offers of `contentDir` (content/data/offers.yaml), for the check of prices typed into
 * prose; nothing when the file is missing or invalid (the build reports that with its line).
 */
export async function contentCatalog(contentDir: string): Promise<CheckContent> {
  const text = await readFile(path.join(contentDir, 'data', 'offers.yaml'), 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  const parsed = offersSchema.shape.catalog.safeParse(YAML.parse(text)?.catalog);
  return parsed.success ? { catalog: parsed.data } : {};
}
