import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';

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

/** The first offer, company fact and person of `contentDir`'s data, or nothing when one is missing. */
export async function exampleIds(contentDir: string): Promise<ExampleIds | undefined> {
  const read = async (name: string): Promise<unknown> => {
    const text = await readFile(path.join(contentDir, 'data', `${name}.yaml`), 'utf8').catch(() => '');
    try {
      return YAML.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const [offers, company, people] = await Promise.all([read('offers'), read('company'), read('people')]);
  const offer = firstId((offers as { catalog?: unknown } | undefined)?.catalog);
  const fact = firstId((company as { facts?: unknown } | undefined)?.facts);
  const person = firstId(people);
  return offer && fact && person ? { offer, fact, person } : undefined;
}
