import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadSite } from '../../cli/pipeline/content/load-site';
import { asThisSite, type ThisSite } from './this-site';
import { DATA_SCHEMAS, type DataSets } from '../../templates/model/data/index';
import { REPO_ROOT } from './fixtures';

/**
 * The words a test expects, read from content/ as maintainers wrote them, so that a copy edit
 * changes what the tests look for instead of failing them. Texts keep their directives
 * unresolved; for resolved text, render the page (content-pages.tsx).
 */

/** A data set of content/data/<name>.yaml, validated by its schema. */
export function dataSet<K extends keyof DataSets>(name: K): DataSets[K] {
  const raw: unknown = YAML.parse(readFileSync(path.join(REPO_ROOT, 'content', 'data', `${name}.yaml`), 'utf8'));
  return DATA_SCHEMAS[name].parse(raw) as DataSets[K];
}

let loading: Promise<ThisSite> | undefined;
const site = () =>
  (loading ??= loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true }).then(asThisSite));

/** content/site.yaml, validated (the company's name, phone, address; the navigation). */
export async function siteConfig(): Promise<ThisSite['config']> {
  return (await site()).config;
}

/** The validated front matter of the page at `route` (drafts and internal pages included). */
export async function frontMatter<T = Record<string, unknown>>(route: string): Promise<T> {
  const page = (await site()).pages.find((p) => p.route === route);
  if (!page) throw new Error(`content/ has no page for ${route}`);
  return page.data as T;
}

/** The blog's posts as listings see them (date, title, route). */
export async function blogPosts(): Promise<ThisSite['collections']['blog']> {
  return (await site()).collections.blog;
}
