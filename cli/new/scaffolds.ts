import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import type { CollectionScaffold } from '../kit/define-collection';
import { declaredCollections } from '../pipeline/content';

/** A kind of file `site new` writes: a collection that declares a scaffold (docs/collections.md). */
export interface NewKind {
  kind: string;
  /** Its collection's folder in content/. */
  folder: string;
  extension: '.md' | '.yaml';
  scaffold: CollectionScaffold;
}

/** Every kind `site new` knows, in the order the site declares its collections. */
export const newKinds = (): NewKind[] =>
  Object.values(declaredCollections()).flatMap((collection) =>
    collection.scaffold
      ? [
          {
            kind: collection.scaffold.kind,
            folder: collection.folder,
            extension: collection.format === 'markdown' ? ('.md' as const) : ('.yaml' as const),
            scaffold: collection.scaffold,
          },
        ]
      : [],
  );

/** "website-audit-checklist" -> "Website Audit Checklist" */
export function titleFromSlug(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  return last.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * The data sets of `contentDir` (content/data/<name>.yaml by name), each parsed or undefined where
 * it does not parse: a new file may show real ids, and a broken data file must not stop it.
 */
export async function readDataSets(contentDir: string): Promise<Record<string, unknown>> {
  const folder = path.join(contentDir, 'data');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.yaml'));
  const sets: Record<string, unknown> = {};
  for (const file of files) {
    const text = await readFile(path.join(folder, file), 'utf8').catch(() => '');
    try {
      sets[file.slice(0, -'.yaml'.length)] = YAML.parse(text) as unknown;
    } catch {
      sets[file.slice(0, -'.yaml'.length)] = undefined;
    }
  }
  return sets;
}
