import path from 'node:path';
import { displayPath } from '../../lib/files';
import type { Page } from './page';
import { factDataSets } from './references/load-facts';
import { declaredCollections, filesOf } from './declared-collections';

/**
 * The content files each page is made from: its own file, site.yaml, the homes of facts, and
 * the files of whatever its template uses (a collection, a data set: `dataFiles` holds each
 * data set's file by name).
 */
export function pageInputs(contentDir: string, dataFiles: Readonly<Record<string, string>>): (page: Page) => string[] {
  // Every page depends on site.yaml and on the homes of facts (any template may show a person, an offer or a claim).
  const shared = [
    displayPath(path.join(contentDir, 'site.yaml')),
    ...factDataSets().flatMap((name) => dataFiles[name] ?? []),
  ];
  // A page made from a whole collection depends on every file of its folder (a new post changes
  // a listing): one pattern says so, where listing every file would grow with pages x posts.
  const collections = Object.keys(declaredCollections());
  const everyFile: Partial<Record<string, string | string[]>> = {
    ...Object.fromEntries(collections.map((name) => [name, filesOf(name, contentDir, displayPath)])),
    wildcardRedirects: displayPath(path.join(contentDir, 'redirects.yaml')),
    // Any entry of any collection may add or remove a route, any rule a redirect.
    routeTable: [
      ...collections.map((name) => filesOf(name, contentDir, displayPath)),
      displayPath(path.join(contentDir, 'redirects.yaml')),
    ],
    ...dataFiles,
  };
  return (page: Page) => [page.source.file, ...shared, ...page.template.uses.flatMap((name) => everyFile[name] ?? [])];
}
